// The App portal's approval page strings (flowTasks.app.*), joined to the module's bundle.
export const appZh = {
  loadFailed: '待办任务加载失败',
  none: '没有待办任务',
  toClaim: '待签收',
  comment: '处理意见',
  agree: '同意',
  refuse: '驳回',
  refuseConfirm: '确定驳回该任务？',
  claim: '签收',
  close: '收起',
  agreed: '成功',
  refused: '驳回成功',
  claimed: '签收成功。',
  failed: '处理失败',
};

export const appEn: typeof appZh = {
  loadFailed: 'The to-do tasks could not be loaded',
  none: 'No tasks to do',
  toClaim: 'To claim',
  comment: 'Comment',
  agree: 'Agree',
  refuse: 'Refuse',
  refuseConfirm: 'Refuse this task?',
  claim: 'Claim',
  close: 'Close',
  agreed: 'Done',
  refused: 'Refused',
  claimed: 'Claimed.',
  failed: 'The task could not be handled',
};
