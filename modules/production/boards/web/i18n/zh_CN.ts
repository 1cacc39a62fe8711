// zh_CN strings of the boards and reports (production.boards.*).
export default {
  processTitle: '工序看板',
  displayTitle: '生产大屏',
  refreshedAt: '最后刷新',
  fullScreen: '全屏',
  exitFullScreen: '退出全屏',
  loadFailed: '看板数据加载失败',
  empty: '暂无在制工单',
  emptyHint: '工单下达后按工序显示在这里。',
  openOrders: '查看生产工单',
  noOrder: '无生产工单',
  noOutput: '今日暂无报工',
  hourly: '今日分时产量',
  todayOutputs: '今日报工',
  total: { running: '生产中工单', finishedToday: '今日完工', outputToday: '今日产量', qualifiedRate: '今日合格率' },
  lane: { waiting: '待加工', running: '加工中', paused: '已暂停' },
  state: { running: '运行', paused: '暂停', idle: '空闲', down: '停机' },
};
