// en_US strings of the plan/* documents (production.planning.*).
export default {};
