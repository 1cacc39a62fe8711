// The tool calls: tool.Cutter and tool.Fixture answer the generated lists' record calls over the
// files and the tool operations — install on a machine, uninstall (an abnormal one with its
// reason), dress (cutters), scrap, and check (fixtures: one result per fixture, plan, day and
// shift). The spec names no services for them: these names and shapes are ours (one object per
// call, ids of the files, counts and readings as numbers or decimal strings).
import { z } from 'zod';
import { calendarDay } from '../../schemas/rpc/dates';
import { defineDocument } from '../../schemas/documents/define';
import type { RecordValue } from '../../schemas/rpc/datax';
import { args, call, idArg } from '../../schemas/rpc/define';
import { toolingPages as p } from './pages';

const remark = z.string().trim().max(512).optional();
/** a reading as written: a number or a decimal string (kept exact) */
const reading = z.union([z.number(), z.string().trim().regex(/^-?\d{1,12}(\.\d{1,4})?$/, 'must be a number with at most 4 decimals')]).transform(String);

export const installArg = z.object({ id: idArg, equipmentId: idArg, remark });
export const uninstallArg = z.object({ id: idArg, abnormal: z.boolean().default(false), reasonId: idArg.optional(), remark });
export const toolIdArg = z.object({ id: idArg, remark });
export const checkArg = z.object({
  id: idArg,
  /** the plan; else the fixture type's enabled plan */
  planId: idArg.optional(),
  /** YYYY-MM-DD; else today */
  checkDate: calendarDay().optional(),
  shift: z.enum(['Day', 'Middle', 'Evening']),
  readings: z.array(z.object({ item: z.string().trim().min(1, 'is required').max(128), value: reading })).min(1, 'give at least one reading').max(200),
  remark,
});
export type InstallArg = z.output<typeof installArg>;
export type UninstallArg = z.output<typeof uninstallArg>;
export type ToolIdArg = z.output<typeof toolIdArg>;
export type CheckArg = z.output<typeof checkArg>;

/** What a check is made against: the plan and its items (the check paper). */
export interface CheckPaper {
  plan: { id: number; code: string; name: string };
  items: Array<{ item: string; standard_value: string; upper_deviation: string; lower_deviation: string; unit: string | null }>;
}

const RECORD_CALLS = { calls: ['create', 'removeByIds', 'summaryPage', 'detail'], aliases: { update: 'modify' } } as const;

/** What both kinds of tool do: go onto a machine, come off it, and be scrapped (their page's functions). */
const mounting = (page: string) => ({
  /** [{id, equipmentId}]: 装刀 / 安装 — the free tool onto the machine */
  install: call<[InstallArg], RecordValue>(args(['install', installArg]), { page, op: 'install' }, { log: true }),
  /** [{id, abnormal, reasonId?}]: 卸刀 / 卸载 — off the machine; an abnormal uninstall names its reason */
  uninstall: call<[UninstallArg], RecordValue>(args(['uninstall', uninstallArg]), { page, op: 'uninstall' }, { log: true }),
  /** [{id}]: 报废 */
  scrap: call<[ToolIdArg], RecordValue>(args(['scrap', toolIdArg]), { page, op: 'scrap' }, { log: true }),
});

export const toolCutter = defineDocument('tool.Cutter', {
  entity: 'CutterFile',
  page: p.CutterFile.url,
  ...RECORD_CALLS,
  own: (_generic, page) => ({
    ...mounting(page),
    /** [{id}]: 修磨 — a dressing gives life back, up to the type's allowed dressings */
    dress: call<[ToolIdArg], RecordValue>(args(['dress', toolIdArg]), { page, op: 'dress' }, { log: true }),
  }),
});

export const toolFixture = defineDocument('tool.Fixture', {
  entity: 'FixtureFile',
  page: p.FixtureFile.url,
  ...RECORD_CALLS,
  own: (_generic, page) => ({
    ...mounting(page),
    /** [{id, planId?}]: the plan a check of the fixture is made against, with its items (11 when either is missing) */
    checkPaper: call<[{ id: number; planId?: number }], CheckPaper>(args(['fixture', z.object({ id: idArg, planId: idArg.optional() })]), { page, op: 'check' }),
    /** [{id, planId?, checkDate?, shift, readings}]: 点检 — the result, each reading judged against its item's limits */
    check: call<[CheckArg], RecordValue>(args(['check', checkArg]), { page, op: 'check' }, { log: true }),
  }),
});
