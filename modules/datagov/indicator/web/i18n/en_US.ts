// en_US strings of 数据治理's part indicator (under datagov.indicator).
export default {};
