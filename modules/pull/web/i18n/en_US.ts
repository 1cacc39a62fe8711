// en_US strings of 车间物流 (pull.*).
export default {
  pull: {
    mon: {
      orderCode: 'Work order',
      orderState: 'State',
      productName: 'Product',
      processName: 'Operation',
      processUnitName: 'Line',
      material: 'Material',
      materialCode: 'Material code',
      materialName: 'Material name',
      unit: 'Unit',
      required: 'Required',
      fed: 'Fed',
      returned: 'Returned',
      consumed: 'Consumed',
      atLine: 'At the order',
      lineStock: 'Line-side stock',
      onTheWay: 'On the way',
      shortage: 'Shortage',
      shortOnly: 'Shortages only',
      shortNotice: 'Some material is short: those lines come first',
      total: '{{total}} lines',
      failed: 'Material monitoring could not be loaded',
      noOrder: 'No work order given',
    },
  },
};
