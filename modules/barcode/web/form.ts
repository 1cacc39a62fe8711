// What each barcode operation's dialog asks, and how its answers become the call's argument (pure:
// unit-tested). Codes are typed or scanned one per line (or separated by commas or spaces).
export const OPERATIONS = ['merge', 'split', 'bind', 'unbind', 'transfer', 'adjust'] as const;
export type Operation = (typeof OPERATIONS)[number];
export const isOperation = (code: string): code is Operation => (OPERATIONS as readonly string[]).includes(code);

export interface OperationForm {
  /** merge, unbind: the barcodes; bind: the children; split / transfer / adjust: the one barcode */
  codes: string;
  /** bind: the parent, scanned first */
  parentCode: string;
  /** transfer: the receiving barcode */
  toCode: string;
  /** split: the pieces' counts; transfer, adjust: the count */
  counts: string;
  /** split: the coding rule of the new barcodes (else newCodes) */
  ruleCode: string;
  newCodes: string;
  remark: string;
}

export const listOf = (text: string): string[] => text.split(/[\s,，;；]+/).map((s) => s.trim()).filter(Boolean);

/** The dialog's starting values from the selected rows. */
export function initialForm(op: Operation, codes: string[], first?: Record<string, unknown>): OperationForm {
  const count = first?.count == null ? '' : String(first.count);
  return {
    codes: codes.join('\n'),
    parentCode: '',
    toCode: '',
    counts: op === 'adjust' ? count : '',
    ruleCode: 'WLTM',
    newCodes: '',
    remark: '',
  };
}

/** The call's argument, or the key of what is missing. */
export function argumentOf(op: Operation, f: OperationForm): { arg: Record<string, unknown> } | { missing: keyof OperationForm } {
  const codes = listOf(f.codes);
  if (!codes.length) return { missing: 'codes' };
  switch (op) {
    case 'merge':
    case 'unbind':
      return { arg: { codes } };
    case 'bind':
      return f.parentCode.trim() ? { arg: { parentCode: f.parentCode.trim(), childCodes: codes } } : { missing: 'parentCode' };
    case 'split': {
      const counts = listOf(f.counts);
      if (counts.length < 2) return { missing: 'counts' };
      const newCodes = listOf(f.newCodes);
      return { arg: { code: codes[0], counts, ...(newCodes.length ? { newCodes } : { ruleCode: f.ruleCode.trim() || undefined }) } };
    }
    case 'transfer':
      if (!f.toCode.trim()) return { missing: 'toCode' };
      return f.counts.trim() ? { arg: { fromCode: codes[0], toCode: f.toCode.trim(), count: f.counts.trim() } } : { missing: 'counts' };
    case 'adjust':
      return f.counts.trim() ? { arg: { code: codes[0], count: f.counts.trim(), ...(f.remark.trim() ? { remark: f.remark.trim() } : {}) } } : { missing: 'counts' };
  }
}

/** The inputs each operation shows, in order. */
export const FIELDS_OF: Record<Operation, ReadonlyArray<keyof OperationForm>> = {
  merge: ['codes'],
  unbind: ['codes'],
  bind: ['parentCode', 'codes'],
  split: ['codes', 'counts', 'ruleCode', 'newCodes'],
  transfer: ['codes', 'toCode', 'counts'],
  adjust: ['codes', 'counts', 'remark'],
};
