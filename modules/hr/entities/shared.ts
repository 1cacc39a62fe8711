// The attribute shapes the HR entities share: the person (the system's Person, picked by code and
// name), a month written YYYY-MM, and hours of a day or a month (2 decimals).
import { a, type AttrDef } from '../../../schemas/entities/define';

export const person = (): AttrDef => a.quote('SalesMan', 'person_id', '人员', 'Person', 'Person', { required: true, query: true, table: 110, index: true });
/** a month as text YYYY-MM (sorts and compares as text; the hooks check the form) */
export const month = (code: string, name: string, nameEn: string): AttrDef =>
  a.string(code, name, nameEn, { required: true, max: 7, noSpaces: true, query: true, table: 90, index: true });
export const hours = (code: string, name: string, nameEn: string, opts: { required?: boolean; max: number }): AttrDef =>
  a.number(code, name, nameEn, { digits: { int: 4, scale: 2 }, min: 0, maxValue: opts.max, defaultValue: 0, required: opts.required, table: 90 });
