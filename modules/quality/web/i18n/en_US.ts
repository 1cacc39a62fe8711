// en_US strings of 质量管理's own web code (分批检验); its generated pages take their labels from the declarations.
export default {
  quality: {
    stage: {
      title: 'Inspect in stages: {{code}}',
      column: { code: 'Barcode', count: 'Count', accepted: 'Accepted', rejected: 'Rejected', pending: 'Pending', acceptedNow: 'Accept now', rejectedNow: 'Reject now' },
      find: 'Scan or type a barcode',
      acceptAll: 'Accept all pending',
      totals: 'This stage accepts {{accepted}} and rejects {{rejected}}: {{inspected}} inspected; {{pending}} pending now, {{pendingAfter}} after this stage',
      format: 'A quantity of at least 0 with at most 4 decimals',
      abovePending: 'More than the {{pending}} pending',
      fix: 'Correct the quantities of barcode {{code}}',
      nothing: 'Give at least one barcode a quantity accepted or rejected in this stage',
      judged: 'This inspection has been judged: no more stages',
      empty: 'This inspection has no barcodes',
      ok: 'Judge this stage',
      loadFailed: 'The inspection could not be loaded',
      failed: 'The stage could not be judged',
      none: 'Nothing was done',
    },
  },
};
