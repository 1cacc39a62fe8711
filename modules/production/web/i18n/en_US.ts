// en_US strings of 生产基础's hand-written parts, loaded with them.
import execution from '../../execution/web/i18n/en_US';
import plan from '../../plan/web/i18n/en_US';

export default {
  production: {
    plan,
    exec: execution,
    bom: { imported: '{{count}} BOM lines imported', importClosed: 'No BOMs imported', importTitle: 'Import BOMs', importHint: 'One BOM line per row, headed BOM code, Material, Version, BOM type, Base quantity, Child material, Quantity per, Loss rate (%), Fed at process, Line remarks. Rows of one BOM code (or one material, version and type) form one BOM; an existing BOM code is replaced. One bad row and nothing is imported.', close: 'Close', preview: 'Structure', title: 'BOM structure: {{name}}', code: 'Material code', name: 'Material', spec: 'Specification', level: 'Level', perParent: 'Per parent', quantity: 'Cumulative', process: 'Fed at', bom: 'Sub-BOM', unsaved: 'Save the BOM to preview it', loadFailed: 'The BOM structure could not be loaded' },
    calendar: {
      title: 'Factory calendar',
      year: 'Year',
      generate: 'Generate year',
      generated: 'Calendar {{year}} generated ({{days}} days)',
      missing: 'No factory calendar for {{year}} yet',
      weekday: { w1: 'Mo', w2: 'Tu', w3: 'We', w4: 'Th', w5: 'Fr', w6: 'Sa', w7: 'Su' },
      month: 'Month {{m}}',
      type: { t0: 'Weekday', t1: 'Weekend', t2: 'Holiday' },
      editDay: 'Day {{date}}',
      note: 'Note',
      save: 'Save',
      saved: 'Saved',
      summary: '{{work}} working days, {{weekend}} weekend days, {{holiday}} holidays',
    },
  },
};
