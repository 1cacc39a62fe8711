// A one-sheet .xlsx written as a stream: the package's small XML parts, then
// xl/worksheets/sheet1.xml as a stream of <row> elements with inline strings (no shared-strings
// table to keep in memory), deflated through ZipWriter with back-pressure awaited. Rows are
// buffered as XML text and handed to the zip in pieces of 256 K characters. Opens in Excel and
// LibreOffice and reads back with exceljs (both its in-memory and its streaming reader).
import type { Writable } from 'node:stream';
import { ZipWriter } from './zip-writer';

export type XlsxCell = string | number | boolean | Date | null | undefined;

export interface XlsxColumn {
  header: string;
  /** in characters, as Excel's column width */
  width: number;
}

/** Excel's last row: a sheet cannot hold more */
export const XLSX_MAX_ROWS = 1_048_576;
/** Excel's longest cell text */
const MAX_TEXT = 32_767;
/** XML characters per piece handed to the zip (each piece is deflated on its own) */
const CHUNK = 256 * 1024;

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const NS_R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_PR = 'http://schemas.openxmlformats.org/package/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const XML_ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
// characters XML 1.0 cannot carry at all (controls, lone surrogates, U+FFFE/U+FFFF): dropped
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are exactly what this pattern removes
const INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function escapeXml(s: string): string {
  return s.replace(INVALID, '').replace(/[&<>"]/g, (c) => XML_ESC[c]);
}

/** 0 → A, 25 → Z, 26 → AA */
export function columnLetter(i: number): string {
  let n = i + 1;
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

/** a sheet name Excel accepts: at most 31 characters, none of : \ / ? * [ ], not quoted */
export function sheetName(name: string): string {
  const s = name.replace(/[:\\/?*[\]]/g, ' ').replace(/^'+|'+$/g, '').trim().slice(0, 31);
  return s || 'Sheet1';
}

/** days since 1899-12-30 (Excel's 1900 date system), as exceljs writes dates */
const excelDate = (d: Date) => 25569 + d.getTime() / 86_400_000;

function inlineString(ref: string, text: string, style: string): string {
  const t = escapeXml(text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text); // the limit counts characters, not escaped XML
  const space = /^\s|\s$|\n/.test(text) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${style} t="inlineStr"><is><t${space}>${t}</t></is></c>`;
}

// cellXfs: 0 plain, 1 date (built-in format 14, as exceljs writes a Date), 2 bold (header row)
const STYLES =
  `${HEAD}<styleSheet xmlns="${NS}">` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/><scheme val="minor"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/><scheme val="minor"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="14" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '<dxfs count="0"/><tableStyles count="0" defaultTableStyle="TableStyleMedium2" defaultPivotStyle="PivotStyleLight16"/>' +
  '</styleSheet>';

const CONTENT_TYPES =
  `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
  '<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>' +
  '</Types>';

const ROOT_RELS =
  `${HEAD}<Relationships xmlns="${NS_PR}">` +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>' +
  '<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties" Target="docProps/app.xml"/>' +
  '</Relationships>';

const WORKBOOK_RELS =
  `${HEAD}<Relationships xmlns="${NS_PR}">` +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
  '</Relationships>';

const workbook = (name: string) =>
  `${HEAD}<workbook xmlns="${NS}" xmlns:r="${NS_R}"><bookViews><workbookView xWindow="0" yWindow="0" windowWidth="12000" windowHeight="24000"/></bookViews>` +
  `<sheets><sheet name="${escapeXml(name)}" sheetId="1" r:id="rId1"/></sheets><calcPr calcId="171027"/></workbook>`;

const app = (name: string) =>
  `${HEAD}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">` +
  '<Application>Microsoft Excel</Application><DocSecurity>0</DocSecurity><ScaleCrop>false</ScaleCrop>' +
  '<HeadingPairs><vt:vector size="2" baseType="variant"><vt:variant><vt:lpstr>Worksheets</vt:lpstr></vt:variant><vt:variant><vt:i4>1</vt:i4></vt:variant></vt:vector></HeadingPairs>' +
  `<TitlesOfParts><vt:vector size="1" baseType="lpstr"><vt:lpstr>${escapeXml(name)}</vt:lpstr></vt:vector></TitlesOfParts>` +
  '<LinksUpToDate>false</LinksUpToDate><SharedDoc>false</SharedDoc><HyperlinksChanged>false</HyperlinksChanged><AppVersion>16.0300</AppVersion></Properties>';

const core = (created: Date) => {
  const at = `${created.toISOString().slice(0, 19)}Z`;
  return (
    `${HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
    `<dc:creator>Plantform</dc:creator><dcterms:created xsi:type="dcterms:W3CDTF">${at}</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">${at}</dcterms:modified></cp:coreProperties>`
  );
};

export class XlsxStreamWriter {
  private readonly zip: ZipWriter;
  private readonly letters: string[];
  private sheet: Awaited<ReturnType<ZipWriter['stream']>> | null = null;
  private buf = '';
  private rowNo = 0;

  constructor(
    out: Writable,
    private readonly opts: { sheetName: string; columns: XlsxColumn[]; level?: number },
  ) {
    this.zip = new ZipWriter(out, opts.level ?? 6);
    this.letters = opts.columns.map((_, i) => columnLetter(i));
  }

  /** rows written so far, the header row included */
  get rows() {
    return this.rowNo;
  }

  /** the package's small parts, then the sheet's head and the header row (bold) */
  async start() {
    const name = sheetName(this.opts.sheetName);
    await this.zip.add('[Content_Types].xml', CONTENT_TYPES);
    await this.zip.add('_rels/.rels', ROOT_RELS);
    await this.zip.add('docProps/app.xml', app(name));
    await this.zip.add('docProps/core.xml', core(new Date()));
    await this.zip.add('xl/workbook.xml', workbook(name));
    await this.zip.add('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
    await this.zip.add('xl/styles.xml', STYLES);
    this.sheet = await this.zip.stream('xl/worksheets/sheet1.xml');
    const cols = this.opts.columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`).join('');
    this.buf =
      `${HEAD}<worksheet xmlns="${NS}" xmlns:r="${NS_R}">` +
      '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
      `<sheetFormatPr defaultRowHeight="15"/>${cols ? `<cols>${cols}</cols>` : ''}<sheetData>`;
    this.row(this.opts.columns.map((c) => c.header), true);
  }

  private row(cells: XlsxCell[], bold = false) {
    const r = ++this.rowNo;
    let xml = `<row r="${r}">`;
    const style = bold ? ' s="2"' : '';
    for (let i = 0; i < cells.length; i++) {
      const v = cells[i];
      if (v === null || v === undefined) continue;
      const ref = `${this.letters[i] ?? columnLetter(i)}${r}`;
      if (typeof v === 'number') {
        if (Number.isFinite(v)) xml += `<c r="${ref}"${style}><v>${v}</v></c>`;
      } else if (typeof v === 'boolean') xml += `<c r="${ref}"${style} t="b"><v>${v ? 1 : 0}</v></c>`;
      else if (v instanceof Date) {
        if (!Number.isNaN(v.getTime())) xml += `<c r="${ref}" s="1"><v>${excelDate(v)}</v></c>`;
      } else xml += inlineString(ref, String(v), style);
    }
    this.buf += `${xml}</row>`;
  }

  /** appends a row; resolves once the output can take more (false: the sheet is full) */
  async addRow(cells: XlsxCell[]): Promise<boolean> {
    if (!this.sheet) throw new Error('xlsx: start() first');
    if (this.rowNo >= XLSX_MAX_ROWS) return false;
    this.row(cells);
    if (this.buf.length >= CHUNK) await this.flush();
    return true;
  }

  private async flush() {
    const chunk = this.buf;
    this.buf = '';
    await this.sheet!.write(chunk);
  }

  /** closes the sheet and writes the zip's central directory; ends the output */
  async finish() {
    if (!this.sheet) throw new Error('xlsx: start() first');
    this.buf += '</sheetData></worksheet>';
    await this.flush();
    await this.sheet.end();
    await this.zip.finish();
  }
}
