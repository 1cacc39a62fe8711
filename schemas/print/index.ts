// Printing shared by the server (PDF, workbook) and the web (preview): the layout model and the
// 大写金额. Pure code: no drawing, no I/O.
export { capitalAmount } from './capitalAmount';
export { attrLabel, dateTimeText, groupThousands, isMoney, valueText, type PrintAttr, type PrintDicts } from './format';
export { pageLabel, PRINT_LABELS, type PrintLabels, type PrintLanguage } from './labels';
export { printEntityOf, printLayout, type PrintColumn, type PrintEntity, type PrintLayout, type PrintOptions, type PrintTable, type PrintTotal } from './layout';
