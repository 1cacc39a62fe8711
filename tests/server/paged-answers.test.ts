// The wire contract's paged answer is {total, page, pageSize, itemList}: a client pages with the
// page and size the server actually used. Every read call of the registry that takes a page and a
// size is made as the demo admin (the platform's for System pages) with page 1 of 5 rows; whatever answers with an itemList must
// carry the rest of the shape. The calls come from the registry, so a list added later is checked too.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadServerModules } from '../../server/modules/load';
import { isLoggedCall } from '../../server/rpc/op-log';
import type { Binding } from '../../server/rpc/registry';
import { buildRegistry } from '../../server/services';
import { fileServer } from '../kit';

const srv = await fileServer();
const [admin, platform] = await Promise.all([srv.session('demo', 'admin'), srv.session('platform', 'admin')]);
beforeAll(async () => {
  SEEDS.sourceTenantId = admin.tenant.id;
});

const PAGE = { page: 1, pageSize: 5 };
/** First arguments tried in turn: a bare page, then the shapes most lists ask for beside it. */
const FIRST_ARGS: unknown[] = [PAGE, { ...PAGE, entityCode: 'Supplier' }, { ...PAGE, query: {} }, { ...PAGE, code: 'mdm/Supplier' }, { ...PAGE, materialId: 1 }];
/** Further arguments by name (the page may be the second argument, after a code). */
const SEEDS: Record<string, unknown> = { entityCode: 'Supplier', query: { ...PAGE, entityCode: 'Supplier' }, page: 1, pageSize: 5, pageUrl: 'mdm/Supplier', portalType: 'Web', dictCode: 'unit' };

/** Calls whose name says they answer a page (summaryPage, fuzzyArrivalNotFinishedPage …): found or reported */
const PAGED = /Page$/;
/** The wire contract's unpaged lists ({itemList, total}: every row): a summary, a sheet's rows */
const UNPAGED = /^(summary|leadOut\w*|export\w*)$/;

/** Arguments the call's schema accepts that ask for page 1 of 5, or null when none is found. */
function pagedArgs(binding: Binding): unknown[] | null {
  const names = binding.contract.args.names;
  const candidates = FIRST_ARGS.map((first) => [first, ...names.slice(1).map((n) => SEEDS[n])]);
  candidates.push(names.map((n) => (n === 'page' ? 1 : n === 'pageSize' ? 5 : (SEEDS[n] ?? PAGE))));
  const asksForAPage = (a: unknown[]) => JSON.stringify(a).includes('"pageSize":5') || (names.includes('pageSize') && a[names.indexOf('pageSize')] === 5);
  // the schema must keep the size asked for (an object schema drops keys it does not know)
  return candidates.find((a) => {
    const parsed = binding.contract.args.schema.safeParse(a);
    return parsed.success && asksForAPage(parsed.data as unknown[]);
  }) ?? null;
}

describe('paged answers carry total, page, pageSize and itemList', () => {
  it('every read call that takes a page answers the whole paged shape', async () => {
    const registry = buildRegistry(await loadServerModules());
    const seen = new Set<Binding['handler']>();
    const checked: string[] = [];
    const problems: string[] = [];
    const unchecked: string[] = [];
    for (const [path, binding] of registry.calls) {
      if (seen.has(binding.handler)) continue; // an alias of a call already made
      const [service, method] = path.split('/');
      const args = pagedArgs(binding);
      if (!args && PAGED.test(method)) unchecked.push(`${path}: no page arguments found`);
      if (!args || UNPAGED.test(method) || isLoggedCall(service, method, binding.contract, args)) continue;
      seen.add(binding.handler);
      let { json } = await srv.call(admin, service, method, args);
      if (json.code === 4003) ({ json } = await srv.call(platform, service, method, args));
      const body = json.body as Record<string, unknown> | null;
      if (json.code !== 200 || !body || typeof body !== 'object' || !('itemList' in body)) {
        if (PAGED.test(method)) unchecked.push(`${path}: ${json.code} ${json.msg}`);
        continue;
      }
      checked.push(path);
      const wrong = [
        typeof body.total === 'number' ? null : 'total',
        body.page === 1 ? null : `page ${JSON.stringify(body.page)}`,
        body.pageSize === 5 ? null : `pageSize ${JSON.stringify(body.pageSize)}`,
        Array.isArray(body.itemList) && body.itemList.length <= 5 ? null : 'itemList of at most 5',
      ].filter(Boolean);
      if (wrong.length) problems.push(`${path}: ${wrong.join(', ')}`);
    }
    expect(checked).toContain('wms.Stock/summaryPage');
    expect(checked.length).toBeGreaterThan(40);
    if (process.env.DEBUG_PAGED) console.log({ checked: checked.length, unchecked });
    expect(problems).toEqual([]);
  }, 180_000);
});
