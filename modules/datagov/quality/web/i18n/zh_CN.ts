// zh_CN strings of 数据治理's part quality (under datagov.quality).
export default {};
