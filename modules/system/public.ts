// What other modules may use of 系统管理: the people menu items (主数据 lists 人员).
export { memberMenuItems } from './menus/persons';
