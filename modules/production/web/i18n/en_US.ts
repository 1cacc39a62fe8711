// en_US strings of production's hand-written code, its parts' included: one bundle, loaded with the first of them.
import boards from '../../boards/web/i18n/en_US';
import execution from '../../execution/web/i18n/en_US';
import planning from '../../planning/web/i18n/en_US';
import plan from '../../planning/aps/web/i18n/en_US';

export default {
  production: {
    plan,
    planning,
    exec: execution,
    boards,
    order: {
      equipment: 'Equipment',
      chooseEquipment: 'Choose an equipment',
      dispatched: '{{count}} work order(s) dispatched',
      badQuantity: '"{{value}}" is not a positive quantity',
      positiveInteger: 'Enter a positive whole number',
      splitDone: '{{count}} work order(s) split off',
      made: '{{count}} work order(s) made: {{codes}}',
      failed: 'The action failed',
      none: 'Nothing done',
      ok: 'OK',
      title: { dispatch: 'Dispatch', split: 'Split the work order', splitBatch: 'Split by batch', toWorkOrder: 'Make work orders', planToWorkOrder: 'Make work orders' },
      field: { equipmentId: 'Equipment', quantities: 'Quantities to split off', batch: 'Batch size', spread: 'Spread', release: 'Release at once' },
      hint: { quantities: 'Each quantity becomes a new work order (separate them with commas); the order keeps the rest', batch: 'Each order is cut into orders of this size', spread: 'BOM spread: a sub-order for every made component' },
      spread: { NoSpread: 'No spread', MainProduct: 'Main product', BomSpread: 'BOM spread' },
    },
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
