// The fixed words of a printed document, in both languages: the layout carries them so the PDF,
// the workbook and the on-screen preview say the same thing without their own string tables.
export type PrintLanguage = 'zh_CN' | 'en_US';

export interface PrintLabels {
  /** column of the line number */
  sn: string;
  /** the total row of a line table */
  sum: string;
  /** the capital amount next to a total */
  capital: string;
  printedAt: string;
  status: string;
  /** `第 {n} 页 / 共 {m} 页`: {n} and {m} are replaced */
  page: string;
  yes: string;
  no: string;
  /** signature lines, in order */
  signatures: { preparedBy: string; approvedBy: string; handledBy: string; receivedBy: string };
}

export const PRINT_LABELS: Record<PrintLanguage, PrintLabels> = {
  zh_CN: {
    sn: '序号',
    sum: '合计',
    capital: '大写金额',
    printedAt: '打印时间',
    status: '单据状态',
    page: '第 {n} 页 / 共 {m} 页',
    yes: '是',
    no: '否',
    signatures: { preparedBy: '制单', approvedBy: '审核', handledBy: '经办', receivedBy: '签收' },
  },
  en_US: {
    sn: 'No.',
    sum: 'Total',
    capital: 'In words (RMB)',
    printedAt: 'Printed at',
    status: 'Status',
    page: 'Page {n} of {m}',
    yes: 'Yes',
    no: 'No',
    signatures: { preparedBy: 'Prepared by', approvedBy: 'Approved by', handledBy: 'Handled by', receivedBy: 'Received by' },
  },
};

/** The page footer text of page n of m. */
export function pageLabel(labels: PrintLabels, n: number, m: number): string {
  return labels.page.replace('{n}', String(n)).replace('{m}', String(m));
}
