// The tables of 数据治理's part indicator beyond entities (joined by datagov/migrations/index.ts).
export default {};
