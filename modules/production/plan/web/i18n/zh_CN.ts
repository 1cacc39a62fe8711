// zh_CN strings of plan/* (production.plan.*).
export default {};
