// en_US strings of 工装刀具.
export default {
  tooling: {
    op: {
      title: {
        Cutter: { install: 'Install cutter', uninstall: 'Uninstall cutter', dress: 'Dress cutter', scrap: 'Scrap cutter', check: 'Check' },
        Fixture: { install: 'Install fixture', uninstall: 'Uninstall fixture', dress: 'Dress', scrap: 'Scrap fixture', check: 'Check fixture' },
      },
      field: { equipmentId: 'Machine', abnormal: 'Abnormal uninstall', reasonId: 'Reason', checkDate: 'Check date', shift: 'Shift', remark: 'Remark' },
      ask: { dress: 'Dress {{code}}? Its life goes back to the life after dressing.', scrap: 'Scrap {{code}}? It cannot be installed again.' },
      plan: 'Check plan: {{plan}}',
      limits: 'Standard {{standard}} (+{{upper}} / -{{lower}}) {{unit}}',
      outside: 'out of limits',
      ok: 'OK',
      missing: 'Please fill in {{field}}',
      failed: 'The operation failed',
      done: 'Done',
      none: 'Nothing was done',
    },
  },
};
