// en_US strings of 数据治理's part market (under datagov.market).
export default {};
