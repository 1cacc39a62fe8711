// zh_CN strings of 车间物流 (pull.*).
export default {
  pull: {
    mon: {
      orderCode: '工单编号',
      orderState: '生产状态',
      productName: '产品',
      processName: '工序',
      processUnitName: '产线',
      material: '物料',
      materialCode: '物料编码',
      materialName: '物料名称',
      unit: '单位',
      required: '需求数量',
      fed: '已投料',
      returned: '已退料',
      consumed: '已消耗',
      atLine: '工单在线',
      lineStock: '线边库存',
      onTheWay: '在途',
      shortage: '缺料数量',
      shortOnly: '只看缺料',
      shortNotice: '有物料短缺，缺料行排在最前',
      total: '共 {{total}} 行',
      failed: '物料监控加载失败',
      noOrder: '未指定生产工单',
    },
  },
};
