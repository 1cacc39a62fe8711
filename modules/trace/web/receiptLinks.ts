// Which page opens a trace document: shared with the receipt views' path links, so it lives with
// them (renderers/receipt-details/receiptLinks.ts).
export { entityPagesOf, receiptHref, type EntityPages } from '../../../renderers/receipt-details/receiptLinks';
