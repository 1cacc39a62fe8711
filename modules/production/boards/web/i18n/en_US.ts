// en_US strings of the boards and reports (production.boards.*).
export default {};
