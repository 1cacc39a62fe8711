// The tables of 数据治理's part market beyond entities (joined by datagov/migrations/index.ts).
export default {};
