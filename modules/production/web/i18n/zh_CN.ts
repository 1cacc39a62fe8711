// zh_CN strings of production's hand-written code, its parts' included: one bundle, loaded with the first of them.
import boards from '../../boards/web/i18n/zh_CN';
import execution from '../../execution/web/i18n/zh_CN';
import planning from '../../planning/web/i18n/zh_CN';
import plan from '../../planning/aps/web/i18n/zh_CN';

export default {
  production: {
    plan,
    planning,
    exec: execution,
    boards,
    order: {
      equipment: '设备',
      chooseEquipment: '请选择设备',
      dispatched: '已派工 {{count}} 个工单',
      badQuantity: '数量“{{value}}”不是正数',
      positiveInteger: '请输入正整数',
      splitDone: '已拆分出 {{count}} 个工单',
      made: '已生成 {{count}} 个工单：{{codes}}',
      failed: '操作失败',
      none: '未执行',
      ok: '确定',
      title: { dispatch: '派工', split: '拆分工单', splitBatch: '按批拆分', toWorkOrder: '生成工单', planToWorkOrder: '生成工单' },
      field: { equipmentId: '设备', quantities: '拆分数量', batch: '每批数量', spread: '展开方式', release: '立即下达' },
      hint: { quantities: '每个数量拆出一个新工单，用逗号分隔；原工单保留剩余数量', batch: '每个工单按此数量拆成多个工单', spread: 'BOM展开：为每个自制的下级物料生成子工单' },
      spread: { NoSpread: '不展开', MainProduct: '主产品', BomSpread: 'BOM展开' },
    },
    bom: { imported: '已导入 {{count}} 行BOM明细', importClosed: '未导入BOM', importTitle: '导入BOM', importHint: '每行一条BOM明细，表头：BOM编码、物料、版本、BOM类型、基础数量、子物料、用量、损耗率(%)、投料工序、明细备注。同一BOM编码（或同一物料、版本和类型）的行组成一个BOM；已有的BOM编码被替换。任一行有误则全部不导入。', close: '关闭', preview: '结构预览', title: '物料清单结构：{{name}}', code: '物料编码', name: '物料名称', spec: '规格型号', level: '层级', perParent: '单位用量', quantity: '累计用量', process: '投料工序', bom: '子BOM', unsaved: '保存后可预览', loadFailed: '物料清单结构加载失败' },
    calendar: {
      title: '工厂日历',
      year: '年份',
      generate: '生成日历',
      generated: '已生成 {{year}} 年工厂日历（{{days}} 天）',
      missing: '{{year}} 年尚未生成工厂日历',
      weekday: { w1: '一', w2: '二', w3: '三', w4: '四', w5: '五', w6: '六', w7: '日' },
      month: '{{m}}月',
      type: { t0: '工作日', t1: '周末', t2: '节假日' },
      editDay: '设置日期：{{date}}',
      note: '说明',
      save: '保存',
      saved: '已保存',
      summary: '工作日 {{work}} 天，周末 {{weekend}} 天，节假日 {{holiday}} 天',
    },
  },
};
