// What other modules may use of 财务管理: its pages (主数据 lists 收支项目 and 结算账户).
export { financePages } from './pages';
