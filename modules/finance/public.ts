// What other modules may use of 财务管理: its page stacks (主数据 lists 收支项目 and 结算账户).
export { financeStacks } from './pages';
