// 打印标签's form (web/tag/TagForm.tsx): codes typed or scanned one per line (or separated by commas
// or spaces), each once, a template chosen, copies at least 1 — else the key of what is missing.
import { describe, expect, it } from 'vitest';
import { tagPrintOf } from '../../web/tag/TagForm';

describe('the label print argument', () => {
  it('reads the codes once each, in the order given', () => {
    expect(tagPrintOf({ codes: 'A1\nB2, C3\n\nA1 ', labelId: 5, copies: 2, onSheets: true })).toEqual({ print: { labelId: 5, codes: ['A1', 'B2', 'C3'], copies: 2, onSheets: true } });
    expect(tagPrintOf({ codes: 'A1', labelId: 5, copies: 0, onSheets: false })).toEqual({ print: { labelId: 5, codes: ['A1'], copies: 1, onSheets: false } });
  });

  it('names what is missing', () => {
    expect(tagPrintOf({ codes: ' \n ', labelId: 5, copies: 1, onSheets: false })).toEqual({ missing: 'codes' });
    expect(tagPrintOf({ codes: 'A1', labelId: null, copies: 1, onSheets: false })).toEqual({ missing: 'labelId' });
  });
});
