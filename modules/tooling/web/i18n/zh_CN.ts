// zh_CN strings of 工装刀具.
export default {
  tooling: {
    op: {
      title: {
        Cutter: { install: '装刀', uninstall: '卸刀', dress: '修磨', scrap: '报废刀具', check: '点检' },
        Fixture: { install: '安装工装', uninstall: '卸载工装', dress: '修磨', scrap: '报废工装', check: '工装点检' },
      },
      field: { equipmentId: '安装设备', abnormal: '异常卸载', reasonId: '卸载原因', checkDate: '点检日期', shift: '班次', remark: '备注' },
      ask: { dress: '修磨 {{code}}，寿命将恢复到修磨后寿命？', scrap: '确定报废 {{code}}？报废后不能再安装。' },
      plan: '点检计划：{{plan}}',
      limits: '标准值 {{standard}}（+{{upper}} / -{{lower}}）{{unit}}',
      outside: '超差',
      ok: '确定',
      missing: '请填写{{field}}',
      failed: '操作失败',
      done: '操作成功',
      none: '未执行任何操作',
    },
  },
};
