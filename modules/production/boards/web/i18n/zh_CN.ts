// zh_CN strings of the boards and reports (production.boards.*).
export default {};
