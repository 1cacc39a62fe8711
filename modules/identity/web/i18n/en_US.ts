// en_US strings of 标识管理, loaded with its pages (and before its dialog and preview show).
export default {
  identity: {
    fields: {
      hint: 'String and number segments of coding rules take their values from these fields: whoever generates codes (barcodes, batches …) gives the values; the samples feed the code preview.',
      type: 'Rule type',
      allTypes: 'All types',
      code: 'Field code',
      name: 'Field name',
      nameEn: 'English name',
      sample: 'Sample value',
      loadFailed: 'The identity fields could not be loaded',
    },
    preview: {
      empty: 'Add segments to see the code the rule makes here',
      note: 'Previewed with today’s date, the sample value of each identity field and the first flow number',
    },
    generate: {
      title: 'Generate codes',
      rule: 'Coding rule',
      count: 'Count',
      values: 'Field values',
      run: 'Generate',
      close: 'Close',
      download: 'Download',
      copy: 'Copy',
      copied: 'Copied',
      result: '{{count}} codes generated',
      done: '{{count}} codes generated',
      none: 'No codes generated',
      loadFailed: 'The coding rule could not be loaded',
      failed: 'Generation failed',
    },
  },
};
