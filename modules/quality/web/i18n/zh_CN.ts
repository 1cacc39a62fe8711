// zh_CN strings of 质量管理's own web code (分批检验); its generated pages take their labels from the declarations.
export default {
  quality: {
    stage: {
      title: '分批检验 {{code}}',
      column: { code: '条码', count: '数量', accepted: '已接收', rejected: '已拒收', pending: '待检数量', acceptedNow: '本批接收', rejectedNow: '本批拒收' },
      find: '扫描或输入条码',
      acceptAll: '待检全部接收',
      totals: '本批接收 {{accepted}}，拒收 {{rejected}}，共检验 {{inspected}}；当前待检 {{pending}}，提交后剩余待检 {{pendingAfter}}',
      format: '请输入不小于0、最多4位小数的数量',
      abovePending: '超过待检数量{{pending}}',
      fix: '条码{{code}}的本批数量有误，请更正',
      nothing: '请至少为一个条码填写本批接收或拒收数量',
      judged: '该检验单已判定，不能再分批检验',
      empty: '该检验单没有条码',
      ok: '提交本批',
      loadFailed: '加载检验单失败',
      failed: '分批检验失败',
      none: '未执行任何操作',
    },
  },
};
