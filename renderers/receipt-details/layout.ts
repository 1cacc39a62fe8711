// Pure: which of the page model's fields and tables a receipt view shows, and in what order.
// Metadata decides what exists and what is visible; the declaration only puts some first.
import type { ChildTableModel } from '../../src/engine/pageModel';
import type { FieldMeta } from '../fields/types';
import type { ReceiptDetailDeclaration } from './declarations';

const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/** not header fields: the status is the title's tag, attachments have their own section */
const inHeader = (f: FieldMeta) => f.visible && f.code !== 'status_dict' && f.dataType !== 'Enclosure';

/** The declared leading fields (even empty), then the page's other visible fields that have a value. */
export function headerFields(form: readonly FieldMeta[], decl: ReceiptDetailDeclaration, record: Record<string, unknown>): FieldMeta[] {
  const shown = form.filter(inHeader);
  const byCode = new Map(shown.map((f) => [f.code, f]));
  const first = decl.headFirst.map((code) => byCode.get(code)).filter((f): f is FieldMeta => !!f);
  const rest = shown.filter((f) => !decl.headFirst.includes(f.code) && !isEmpty(record[f.code]));
  return [...first, ...rest];
}

export const attachmentFields = (form: readonly FieldMeta[]) => form.filter((f) => f.visible && f.dataType === 'Enclosure');

/** The declared child tables the entity has, in the declared order. */
export function tablesOf(children: readonly ChildTableModel[], decl: ReceiptDetailDeclaration): ChildTableModel[] {
  return decl.tables.map((key) => children.find((c) => c.key === key)).filter((c): c is ChildTableModel => !!c);
}

export const rowsOf = (record: Record<string, unknown>, key: string): Array<Record<string, unknown>> =>
  Array.isArray(record[key]) ? (record[key] as Array<Record<string, unknown>>) : [];
