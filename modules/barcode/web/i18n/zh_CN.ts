// zh_CN strings of 条码管理, loaded with its pages (and before an operation's dialog shows).
export default {
  barcode: {
    op: {
      title: { merge: '合并条码', split: '拆分条码', bind: '绑定条码', unbind: '解绑条码', transfer: '转移数量', adjust: '数量调整' },
      field: { codes: '条码', childCodes: '子条码', parentCode: '父条码', toCode: '转入条码', counts: '数量', ruleCode: '编码规则', newCodes: '新条码', remark: '备注' },
      hint: {
        merge: { codes: '每行一个条码，第一个条码承接其余条码的数量' },
        unbind: { codes: '每行一个条码' },
        bind: { parentCode: '先扫描父条码（容器）', codes: '再扫描子条码，每行一个' },
        split: { counts: '各份数量，用逗号分隔，合计须等于原数量；第一份留在原条码', ruleCode: '新条码按此规则生成', newCodes: '或直接填写新条码（比份数少一个）' },
        transfer: { codes: '转出条码', counts: '转移数量' },
        adjust: { counts: '调整后的数量，不小于 0 且小于一百亿' },
      },
      ok: '确定',
      missing: '请填写{{field}}',
      failed: '操作失败',
      done: '操作成功',
      none: '未做任何操作',
    },
  },
};
