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
    tag: {
      title: 'Print labels',
      history: 'Print history',
      print: 'Print',
      codes: 'Barcodes',
      codesHint: 'One barcode a line (scanning works), {{count}} in all',
      labelId: 'Label template',
      choose: 'Choose a label template',
      copies: 'Copies',
      copiesHint: 'Labels printed for each barcode',
      missing: 'Give the {{field}}',
      failed: 'Printing failed',
      loadFailed: 'The label templates could not be loaded',
      done: '{{count}} labels printed',
      none: 'No labels printed',
      pageHint: 'Scan or type barcodes, choose a label template: one PDF at the label’s true size, one label a page.',
    },
  },
};
