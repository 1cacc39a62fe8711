// en_US strings of 数据治理's part lineage (under datagov.lineage).
export default {};
