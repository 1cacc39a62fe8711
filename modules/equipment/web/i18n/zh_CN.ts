// zh_CN strings of 设备管理's hand-written pages: the App and Hmi portals' 点检 (equipment.portal.*) and the Hmi's 设备状态 (equipment.hmi.*).
export default {
  equipment: {
    hmi: {
      machine: '本机设备',
      allMachines: '全部设备',
      none: '没有可查看的设备',
      notVisible: '本机设备不在您可查看的设备中',
      loadFailed: '设备状态加载失败',
      status: '设备状态：{{status}}',
      goodToday: '今日良品 {{qty}}',
      badToday: '今日不良 {{qty}}',
      flag: { H: '超上限', L: '低于下限' },
      notConnected: '未采集到数据',
      updated: '更新于 {{at}}',
    },
    portal: {
      none: '没有待点检的任务',
      loadFailed: '点检任务加载失败',
      due: '到期 {{date}}',
      overdue: '已逾期',
      limits: '标准 {{standard}} · 范围 {{lower}} ~ {{upper}} {{unit}}',
      reading: '实测值',
      ok: '正常',
      ng: '异常',
      note: '说明',
      submit: '提交点检',
      done: '点检任务 {{code}} 已提交',
      failed: '提交失败',
      back: '返回列表',
    },
  },
};
