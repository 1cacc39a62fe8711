// Stock statuses (server/stock/tables.ts StockStatus), as shown.
export const STOCK_STATUS = [
  { value: 'WaitStock', label: '待入库', labelEn: 'Awaiting stock-in' },
  { value: 'OutOfStock', label: '无库存', labelEn: 'Out of stock' },
  { value: 'Stock', label: '在库', labelEn: 'In stock' },
  { value: 'InTransit', label: '在途', labelEn: 'In transit' },
  { value: 'Count', label: '盘点中', labelEn: 'Being counted' },
  { value: 'Transfer', label: '调拨中', labelEn: 'Being transferred' },
];
