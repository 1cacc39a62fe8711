// The App portal's warehouse pages' strings (warehouse.app.*), joined to the module's bundle.
export const appZh = {
  loadFailed: '加载失败',
  pick: {
    none: '没有待出库的出库单',
    total: '出库数量 {{qty}}',
    taken: '已拣：{{code}}（{{material}}）',
    unknown: '条码无法识别：{{code}}',
    progress: '已拣 {{picked}} / {{qty}}',
    batch: '批次 {{batch}} · 条码 {{codes}}',
    lineDone: '已拣够',
    confirm: '确认出库',
    confirmTitle: '确认出库单 {{code}} 出库？',
    done: '出库单 {{code}} 已出库',
    failed: '出库失败',
    refused: {
      notInStock: '条码 {{code}} 不在库，不能拣货',
      otherWarehouse: '条码 {{code}} 不在本出库单的仓库',
      notInDelivery: '本出库单没有物料：{{material}}',
      again: '条码 {{code}} 已扫描',
      enough: '物料 {{material}} 已拣够',
      otherBatch: '该行已按批次 {{batch}} 拣货，请扫描同一批次的条码',
    },
  },
};

export const appEn: typeof appZh = {
  loadFailed: 'Could not load',
  pick: {
    none: 'No deliveries waiting to go out',
    total: 'Quantity {{qty}}',
    taken: 'Picked: {{code}} ({{material}})',
    unknown: 'Barcode not recognised: {{code}}',
    progress: 'Picked {{picked}} / {{qty}}',
    batch: 'Batch {{batch}} · barcodes {{codes}}',
    lineDone: 'Picked',
    confirm: 'Confirm delivery',
    confirmTitle: 'Send delivery {{code}} out?',
    done: 'Delivery {{code}} is out',
    failed: 'The delivery failed',
    refused: {
      notInStock: 'Barcode {{code}} is not in stock: it cannot be picked',
      otherWarehouse: 'Barcode {{code}} is not in this delivery’s warehouse',
      notInDelivery: 'This delivery has no {{material}}',
      again: 'Barcode {{code}} is already scanned',
      enough: '{{material}} is already picked in full',
      otherBatch: 'This line is picked from batch {{batch}}: scan a barcode of that batch',
    },
  },
};
