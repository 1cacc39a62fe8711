// en_US strings of the boards and reports (production.boards.*).
export default {
  processTitle: 'Process board',
  displayTitle: 'Production display',
  refreshedAt: 'Last refresh',
  fullScreen: 'Full screen',
  exitFullScreen: 'Exit full screen',
  loadFailed: 'The board could not be loaded',
  empty: 'No orders on the floor',
  emptyHint: 'Released work orders show here by process.',
  openOrders: 'Open the work orders',
  noOrder: 'No work order',
  noOutput: 'No output reported today',
  hourly: "Today's output by hour",
  todayOutputs: "Today's output reports",
  total: { running: 'Orders running', finishedToday: 'Finished today', outputToday: 'Output today', qualifiedRate: 'Qualified rate today' },
  lane: { waiting: 'To be processed', running: 'Processing', paused: 'Paused' },
  state: { running: 'Running', paused: 'Paused', idle: 'Idle', down: 'Down' },
};
