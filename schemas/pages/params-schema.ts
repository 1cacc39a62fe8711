// The JSON parameter string of a template menu page, as a schema: the menu designer's editor and
// the server (portal.Menu create/update) check a page's params with it, so a wrong parameter is an
// error where it is typed, never a broken page.
import { z } from 'zod';
import { DETAIL_CLASSES, LIST_CLASSES, REPORT_CLASS } from './types';

const code = z.string().trim().min(1, 'is required').max(128);
const url = z.string().trim().min(1).max(512).regex(/^[A-Za-z0-9_\-/]+$/, 'letters, digits, _ - and / only');

const action = z
  .object({
    code: z.string().min(1).max(64),
    label: z.string().min(1).max(64),
    handler: z.string().min(1).max(64),
  })
  .passthrough();

const statusLists = z.object({ open: z.array(z.string().max(32)).max(20), history: z.array(z.string().max(32)).max(20) });

export const lowcodeParamsSchema = z
  .object({
    class: z.enum([...LIST_CLASSES, ...DETAIL_CLASSES]),
    entityCode: code,
    formId: code.optional(),
    detailClass: z.enum(DETAIL_CLASSES).optional(),
    detailUrl: url.optional(),
    actions: z.array(action).max(50).optional(),
    dataSource: url.optional(),
    pageSizeOptions: z.array(z.number().int().min(1).max(1000)).max(10).optional(),
    defaultPageSize: z.number().int().min(1).max(1000).optional(),
    statusLists: statusLists.optional(),
    defaultRange: z.object({ field: code, from: z.enum(['monthStart', 'yearStart']) }).optional(),
    formGroups: z.array(z.object({ component: z.string().min(1) }).passthrough()).max(20).optional(),
  })
  .strict()
  .refine((p) => p.class !== 'VformDsvList' || !!p.dataSource, { message: 'VformDsvList needs dataSource', path: ['dataSource'] })
  .refine((p) => !p.defaultPageSize || !p.pageSizeOptions || p.pageSizeOptions.includes(p.defaultPageSize), {
    message: 'defaultPageSize must be one of pageSizeOptions',
    path: ['defaultPageSize'],
  });

export const reportParamsSchema = z.object({ class: z.literal(REPORT_CLASS), report: code }).strict();

export const templateParamsSchema = z.union([lowcodeParamsSchema, reportParamsSchema]);

export interface ParamsProblem {
  /** where in the JSON: e.g. "class", "statusLists.open.0"; "" for the whole text */
  path: string;
  message: string;
}

/** The problems of a params text (empty: fine, or no params at all). */
export function checkTemplateParams(text: string | null | undefined): ParamsProblem[] {
  if (text == null || text.trim() === '') return [];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return [{ path: '', message: `not JSON: ${(e as Error).message}` }];
  }
  const kind = (json as { class?: unknown })?.class;
  const schema = kind === REPORT_CLASS ? reportParamsSchema : lowcodeParamsSchema;
  const r = schema.safeParse(json);
  if (r.success) return [];
  return r.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}
