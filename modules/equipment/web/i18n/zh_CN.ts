// zh_CN strings of 设备管理's hand-written pages: the App and Hmi portals' 点检 (equipment.portal.*).
export default {
  equipment: {
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
