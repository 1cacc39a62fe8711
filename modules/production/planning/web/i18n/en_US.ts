// en_US strings of the plan/* documents (production.planning.*): none of their own yet (生成工单 is the work order dialog's).
export default {};
