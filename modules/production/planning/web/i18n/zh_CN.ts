// zh_CN strings of the plan/* documents (production.planning.*).
export default {};
