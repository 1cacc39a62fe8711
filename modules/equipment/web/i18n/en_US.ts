export default {
  equipment: {
    portal: {
      none: 'No check tasks to do',
      loadFailed: 'The check tasks could not be loaded',
      due: 'Due {{date}}',
      overdue: 'Overdue',
      limits: 'Standard {{standard}} · range {{lower}} to {{upper}} {{unit}}',
      reading: 'Reading',
      ok: 'OK',
      ng: 'Not OK',
      note: 'Note',
      submit: 'Submit the check',
      done: 'Check task {{code}} submitted',
      failed: 'The check could not be submitted',
      back: 'Back to the list',
    },
  },
};
