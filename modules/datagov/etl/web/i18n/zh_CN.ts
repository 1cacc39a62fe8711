// zh_CN strings of 数据治理's part etl (under datagov.etl).
export default {};
