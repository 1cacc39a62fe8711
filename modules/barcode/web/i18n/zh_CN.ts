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
    tag: {
      title: '打印标签',
      history: '打印记录',
      print: '打印',
      codes: '条码',
      codesHint: '每行一个条码（可扫码录入），共 {{count}} 个',
      labelId: '标签模板',
      choose: '请选择标签模板',
      copies: '份数',
      copiesHint: '每个条码打印的张数',
      missing: '请填写{{field}}',
      failed: '打印失败',
      loadFailed: '标签模板加载失败',
      done: '已打印 {{count}} 张标签',
      none: '未打印标签',
      pageHint: '扫描或输入条码，选择标签模板，生成按标签实际尺寸排版的 PDF，每页一张标签。',
    },
  },
};
