// zh_CN strings of 人力资源.
export default {
  hr: {
    month: { label: '月份', ok: '确定', missing: '请选择月份', failed: '操作失败', done: '操作成功', none: '未执行任何操作' },
    payslip: { done: '工资条已下载' },
  },
};
