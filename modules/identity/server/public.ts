// What other modules' servers may use of 标识管理: gap-free codes by rule, a printable label
// template, and the label values of each target kind.
export { generateCodes } from './generate';
export { printableTemplate } from './label-service';
export { LABEL_VALUES } from './label-values';

/** Labels as PDF: pdfkit and fontkit load with the first print, not with the server. */
export const renderLabels: typeof import('./label-pdf').renderLabels = async (...a) => (await import('./label-pdf')).renderLabels(...a);
