// en_US strings of plan/* (production.plan.*).
export default {};
