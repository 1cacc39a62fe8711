// An Evernote export (.enex) read into notes: title, text, tags and dates. The export is XML
// (fast-xml-parser, entities and DOCTYPE not expanded) whose notes carry their body as ENML, an
// XHTML dialect: its text is the markup with block ends as line breaks and the tags dropped.
// Attached resources (pictures, PDFs inside a note) are counted, not imported.
import { XMLParser } from 'fast-xml-parser';
import { badRequest } from '../../../server/rpc/errors';

export const MAX_NOTES = 500;

export interface Note {
  title: string;
  text: string;
  tags: string[];
  /** YYYY-MM-DD of the note's creation */
  created: string | null;
  resources: number;
}

const parser = new XMLParser({ ignoreAttributes: true, processEntities: true, parseTagValue: false, isArray: (name) => ['note', 'tag', 'resource'].includes(name) });

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** ENML's text: block ends and breaks as new lines, markup dropped, entities decoded. */
export function enmlText(enml: string): string {
  return enml
    .replace(/<\?xml[^>]*>|<!DOCTYPE[^>]*>/gi, '')
    .replace(/<(br|\/div|\/p|\/li|\/h[1-6]|\/tr)\b[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) =>
      e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1))) : (ENTITIES[e.toLowerCase()] ?? m),
    )
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n+/g, '\n')
    .trim();
}

/** 20240115T093000Z → 2024-01-15 */
const dayOf = (v: unknown) => (typeof v === 'string' && /^\d{8}T/.test(v) ? `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}` : null);

export function readEnex(xml: string, lang: 'zh_CN' | 'en_US'): Note[] {
  let doc: { 'en-export'?: { note?: Array<Record<string, unknown>> } };
  try {
    doc = parser.parse(xml, true);
  } catch {
    throw badRequest(lang === 'en_US' ? 'fileId: not an Evernote export (.enex)' : 'fileId: 不是印象笔记导出文件（.enex）');
  }
  const notes = doc['en-export']?.note;
  if (!doc['en-export']) throw badRequest(lang === 'en_US' ? 'fileId: not an Evernote export (.enex)' : 'fileId: 不是印象笔记导出文件（.enex）');
  if (!notes?.length) return [];
  if (notes.length > MAX_NOTES) throw badRequest(lang === 'en_US' ? `fileId: at most ${MAX_NOTES} notes per import` : `fileId: 每次最多导入${MAX_NOTES}条笔记`);
  return notes.map((n) => ({
    title: String(n.title ?? '').trim().slice(0, 256) || (lang === 'en_US' ? 'Untitled note' : '无标题笔记'),
    text: enmlText(String(n.content ?? '')),
    tags: ((n.tag as unknown[]) ?? []).map(String),
    created: dayOf(n.created),
    resources: ((n.resource as unknown[]) ?? []).length,
  }));
}
