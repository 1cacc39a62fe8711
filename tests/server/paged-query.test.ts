// Every paged list answers through one mechanism (server/records/paged-query.ts): a Kysely select or
// a list written as SQL text gives {total, page, pageSize, itemList}; rows the asked order ties are
// ordered by their key so none shows on two pages; a page past the end is empty with the true
// total; a figure a call answers beside the page (an unread count) comes with it.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { pagedQuery, pagedSql } from '../../server/records/paged-query';
import { fileServer } from '../kit';

const srv = await fileServer();
// biome-ignore lint/suspicious/noExplicitAny: a probe table the generated types do not know
const db = srv.db.system as any;
const ROWS = 25;

beforeAll(async () => {
  await sql`create table paging_probe (id int primary key, grp int not null, label text not null, seen boolean not null)`.execute(db);
  // inserted in reverse key order, so the table's own order is not the key's
  await sql`insert into paging_probe
    select g, g % 3, 'row ' || g, g % 5 = 0 from generate_series(${ROWS}, 1, -1) g`.execute(db);
});

const probe = () => db.selectFrom('paging_probe');
const ids = (rows: unknown[]) => (rows as Array<{ id: number }>).map((r) => r.id);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** the rows ordered by `seen` (the unseen first), ties by key */
const bySeenThenKey = [...range(1, ROWS).filter((n) => n % 5 !== 0), 5, 10, 15, 20, 25];

describe('pagedQuery (a Kysely select)', () => {
  it('answers the page, the total and the page asked for, 20 rows by default', async () => {
    const first = await pagedQuery({}, probe(), (b) => b.select(['id']).orderBy('id'));
    expect(first).toMatchObject({ total: ROWS, page: 1, pageSize: 20 });
    expect(ids(first.itemList)).toEqual(range(1, 20));
    const picker = await pagedQuery({}, probe(), (b) => b.select(['id']).orderBy('id'), undefined, { defaultSize: 12 });
    expect(picker.pageSize).toBe(12);
  });

  it('orders rows the asked order ties by their key: pages of a few-value order show every row once, ties in key order', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((page) => pagedQuery({ page, pageSize: 10 }, probe(), (b) => b.select(['id']).orderBy('seen'), undefined, { tieBreak: 'id' })),
    );
    expect(pages.flatMap((p) => ids(p.itemList))).toEqual(bySeenThenKey);
  });

  it('answers a page past the end with no rows and the true total', async () => {
    const past = await pagedQuery({ page: 9, pageSize: 10 }, probe().where('grp', '=', 1), (b) => b.select(['id']).orderBy('id'));
    expect(past).toEqual({ total: 9, page: 9, pageSize: 10, itemList: [] });
  });

  it('answers a figure beside the page, read alongside it', async () => {
    const unseen = probe().where('seen', '=', false);
    const answer = await pagedQuery({ pageSize: 3 }, unseen, (b) => b.select(['id']).orderBy('id'), (r: { id: number }) => r.id, {
      extra: async () => ({ seen: Number((await probe().where('seen', '=', true).select(sql<number>`count(*)::int`.as('n')).executeTakeFirst()).n) }),
    });
    expect(answer).toEqual({ total: 20, seen: 5, page: 1, pageSize: 3, itemList: [1, 2, 3] });
  });
});

describe('pagedSql (a list written as SQL text)', () => {
  const groups = (q: { page?: number; pageSize?: number }) =>
    pagedSql<{ grp: number; n: number }>(db, q, {
      select: sql`grp, count(*)::int as n`,
      from: sql`from paging_probe where id > ${0} group by grp`,
      orderBy: sql`n desc`,
      tieBreak: sql`grp`,
    });

  it('counts the rows of the same FROM/WHERE it pages, a grouped list its groups', async () => {
    // 25 rows: groups 1 and 2 have 9 and 8 rows, group 0 has 8: the tie between 0 and 2 goes by the key
    expect(await groups({ pageSize: 2 })).toEqual({ total: 3, page: 1, pageSize: 2, itemList: [{ grp: 1, n: 9 }, { grp: 0, n: 8 }] });
    expect(await groups({ page: 2, pageSize: 2 })).toEqual({ total: 3, page: 2, pageSize: 2, itemList: [{ grp: 2, n: 8 }] });
  });

  it('answers a page past the end with no rows and the true total', async () => {
    expect(await groups({ page: 5, pageSize: 2 })).toEqual({ total: 3, page: 5, pageSize: 2, itemList: [] });
  });

  it('orders ties by the key and shapes each row by the view', async () => {
    const all = await pagedSql(db, { page: 2, pageSize: 10 }, { select: sql`id, label`, from: sql`from paging_probe`, orderBy: sql`seen`, tieBreak: sql`id` }, (r: { id: number; label: string }) => r.label);
    expect(all).toEqual({ total: ROWS, page: 2, pageSize: 10, itemList: bySeenThenKey.slice(10, 20).map((n) => `row ${n}`) });
  });
});
