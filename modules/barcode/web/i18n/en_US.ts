// en_US strings of 条码管理.
export default {
  barcode: {
    op: {
      title: { merge: 'Merge barcodes', split: 'Split a barcode', bind: 'Bind barcodes', unbind: 'Unbind barcodes', transfer: 'Transfer count', adjust: 'Adjust count' },
      field: { codes: 'Barcodes', childCodes: 'Child barcodes', parentCode: 'Parent barcode', toCode: 'Receiving barcode', counts: 'Count', ruleCode: 'Coding rule', newCodes: 'New barcodes', remark: 'Remark' },
      hint: {
        merge: { codes: 'One per line; the first takes the others’ counts' },
        unbind: { codes: 'One per line' },
        bind: { parentCode: 'Scan the parent (container) first', codes: 'Then the children, one per line' },
        split: { counts: 'The pieces’ counts, comma separated, summing to the original; the first stays on it', ruleCode: 'New barcodes are coded by this rule', newCodes: 'Or give the new codes (one fewer than the pieces)' },
        transfer: { codes: 'From barcode', counts: 'Count to move' },
        adjust: { counts: 'The new count, 0 or more and below ten billion' },
      },
      ok: 'OK',
      missing: 'Please fill in {{field}}',
      failed: 'The operation failed',
      done: 'Done',
      none: 'Nothing was done',
    },
  },
};
