// en_US strings of 人力资源.
export default {
  hr: {
    month: { label: 'Month', ok: 'OK', missing: 'Choose a month', failed: 'The operation failed', done: 'Done', none: 'Nothing was done' },
    payslip: { done: 'Payslips downloaded' },
  },
};
