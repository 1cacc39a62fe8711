// 打印标签's form (web/tag/TagForm.tsx): codes typed or scanned one per line (or separated by commas
// or spaces), each once, a template chosen, copies at least 1, the kind printed (barcodes unless
// the dialog was opened from the position or material list) — else the key of what is missing.
import { describe, expect, it } from 'vitest';
import { tagPrintOf } from '../../web/tag/TagForm';

describe('the label print argument', () => {
  it('reads the codes once each, in the order given', () => {
    expect(tagPrintOf({ codes: 'A1\nB2, C3\n\nA1 ', labelId: 5, copies: 2, onSheets: true })).toEqual({ print: { labelId: 5, kind: 'barcode', codes: ['A1', 'B2', 'C3'], copies: 2, onSheets: true } });
    expect(tagPrintOf({ codes: 'A1', labelId: 5, copies: 0, onSheets: false })).toEqual({ print: { labelId: 5, kind: 'barcode', codes: ['A1'], copies: 1, onSheets: false } });
  });

  it('prints the kind of the list it was opened from', () => {
    expect(tagPrintOf({ codes: 'KW-01\nKW-02', labelId: 9, copies: 1, onSheets: false }, 'position')).toEqual({ print: { labelId: 9, kind: 'position', codes: ['KW-01', 'KW-02'], copies: 1, onSheets: false } });
    expect(tagPrintOf({ codes: 'WL0001', labelId: 3, copies: 1, onSheets: true }, 'material')).toMatchObject({ print: { kind: 'material', codes: ['WL0001'] } });
  });

  it('names what is missing', () => {
    expect(tagPrintOf({ codes: ' \n ', labelId: 5, copies: 1, onSheets: false })).toEqual({ missing: 'codes' });
    expect(tagPrintOf({ codes: 'A1', labelId: null, copies: 1, onSheets: false })).toEqual({ missing: 'labelId' });
  });
});
