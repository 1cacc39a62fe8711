// What each order dialog asks (by the action's code) and the call's argument it makes — pure, so
// the rules (quantities positive, a batch size whole) are tested without a browser.
export type OrderDialogCode = 'dispatch' | 'split' | 'splitBatch' | 'toWorkOrder' | 'planToWorkOrder';
export type OrderField = 'equipmentId' | 'quantities' | 'batch' | 'spread' | 'release';

export const FIELDS_OF: Record<OrderDialogCode, readonly OrderField[]> = {
  dispatch: ['equipmentId'],
  split: ['quantities'],
  splitBatch: ['batch'],
  toWorkOrder: ['spread', 'release'],
  planToWorkOrder: ['spread', 'release'],
};

export const isOrderDialog = (code: string): code is OrderDialogCode => code in FIELDS_OF;

export interface OrderForm {
  equipmentId?: number;
  quantities: string;
  batch: string;
  spread: 'NoSpread' | 'MainProduct' | 'BomSpread';
  release: boolean;
}

export const initialOrderForm = (): OrderForm => ({ quantities: '', batch: '', spread: 'BomSpread', release: false });

const QUANTITY = /^\d+(\.\d{1,6})?$/;

/** the quantities typed as "3, 2.5" (commas, spaces or new lines), or the first bad entry */
export function parseQuantities(text: string): { ok: string[] } | { bad: string } {
  const parts = text.split(/[\s,，;；]+/).filter(Boolean);
  const bad = parts.find((p) => !QUANTITY.test(p) || Number(p) <= 0);
  if (bad !== undefined || !parts.length) return { bad: bad ?? '' };
  return { ok: parts };
}

export const isPositiveInteger = (text: string) => /^[1-9]\d*$/.test(text.trim());
