// 工资条 as PDF: one A5 page per person of a payroll — the company, the title with the month, the
// person, and the pay line's figures as label and value rows (text in Noto Sans SC, embedded as a
// subset, so the words are real text a reader can search and copy).
import { openPdf } from '../../../server/print/pdf';
import { FONT } from '../../../server/print/page-writer';

export interface Payslip {
  person: string;
  rows: Array<[label: string, value: string]>;
}

export interface PayslipSheet {
  company: string;
  title: string;
  subtitle: string;
  slips: Payslip[];
}

const MARGIN = 40;

export async function renderPayslips(sheet: PayslipSheet): Promise<Buffer> {
  const { pdf, done } = openPdf({ title: sheet.title, author: sheet.company });
  for (const slip of sheet.slips) {
    pdf.addPage({ size: 'A5', margin: MARGIN });
    const width = pdf.page.width - 2 * MARGIN;
    let y = MARGIN;
    pdf.font(FONT.regular).fontSize(10).fillColor('#595959').text(sheet.company, MARGIN, y, { width, align: 'center', lineBreak: false });
    y += 18;
    pdf.font(FONT.bold).fontSize(16).fillColor('#1f1f1f').text(sheet.title, MARGIN, y, { width, align: 'center', lineBreak: false });
    y += 26;
    pdf.font(FONT.regular).fontSize(10).text(`${sheet.subtitle}    ${slip.person}`, MARGIN, y, { width, lineBreak: false });
    y += 20;
    pdf.moveTo(MARGIN, y).lineTo(MARGIN + width, y).lineWidth(0.5).strokeColor('#8c8c8c').stroke();
    y += 8;
    for (const [label, value] of slip.rows) {
      pdf.font(FONT.regular).fontSize(11).fillColor('#1f1f1f').text(label, MARGIN, y, { width: width / 2, lineBreak: false });
      pdf.font(FONT.bold).text(value, MARGIN + width / 2, y, { width: width / 2, align: 'right', lineBreak: false });
      y += 22;
    }
  }
  pdf.end();
  return done;
}
