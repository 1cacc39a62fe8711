// The demo tenant on its first start shows something real on every generated list: each page of
// the tenant drawn by the list template over a built-in entity answers at least one record to the
// demo admin (the platform's own pages, refused to a tenant, aside). The pages come from the catalogue, so a page added later is held to it too.
import { describe, expect, it } from 'vitest';
import type { RecordPage } from '../../schemas/rpc/datax';
import { catalogue } from '../../server/modules/catalogue';
import { fileServer, ok } from '../kit';

const srv = await fileServer();
const admin = await srv.session('demo', 'admin');

/** Pages whose entity has no demo record on purpose, each with the reason. */
const EMPTY_BY_DESIGN: Record<string, string> = {};

describe('the demo tenant’s generated lists', () => {
  it('every list page shows at least one record on the first start', async () => {
    const pages = [...catalogue().pageByUrl.values()].filter((p) => p.listClass === 'VformList' && p.entityCode && !(p.url in EMPTY_BY_DESIGN));
    expect(pages.length).toBeGreaterThan(40);
    const empty: string[] = [];
    for (const p of pages) {
      const r = await srv.call<RecordPage>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: p.entityCode, pageSize: 1 }]);
      // the platform's own pages (client versions …) are not a tenant's: its admin is refused them
      if (r.json.code === 4003) continue;
      if (!ok(r).total) empty.push(`${p.url} (${p.entityCode})`);
    }
    expect(empty).toEqual([]);
  });
});
