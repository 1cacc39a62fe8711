// The lineage parser on the shapes statements take: every test asserts the exact column edges
// (output column ← base columns) a reader of the SQL would draw by hand.
import { describe, expect, it } from 'vitest';
import { type Catalogue, type ParseDialect, parseLineage, type StatementLineage } from '../../server/parse';

const TABLES: Record<string, string[]> = {
  'public.sal_order': ['id', 'code', 'customer_id', 'order_date'],
  'public.sal_order_line': ['id', 'order_id', 'material_id', 'qty', 'price'],
  'public.customer': ['id', 'name', 'region'],
  'public.pur_order_line': ['id', 'material_id', 'qty'],
  'dw.sales_fact': ['order_code', 'customer', 'amount'],
  'public.My Table': ['Quoted Col', 'b'],
  'main.line_output': ['id', 'line', 'day', 'shift', 'qty', 'scrap_qty'],
  'main.work_shift': ['id', 'code', 'name'],
};
const catalogue: Catalogue = (t) => {
  const hit = Object.entries(TABLES).find(([k]) => k.toLowerCase() === `${t.schema}.${t.table}`.toLowerCase());
  return hit ? hit[1] : null;
};

/** "output ← schema.table.column, …" per output column, for one statement */
function edges(l: StatementLineage): string[] {
  return l.outputs.map((o) => `${o.name} ← ${o.inputs.map((i) => `${i.schema}.${i.table}.${i.column}`).join(', ')}`);
}
async function one(sql: string, dialect: ParseDialect = 'postgresql'): Promise<StatementLineage> {
  const all = await parseLineage(sql, dialect, dialect === 'postgresql' ? 'public' : 'main', catalogue);
  expect(all).toHaveLength(1);
  return all[0]!;
}

describe('column lineage parsed from SQL', () => {
  it('follows aliases through a join, expressions, functions and aggregates', async () => {
    const l = await one(`select o.code as order_code, c.name, sum(l.qty * l.price) as amount, upper(coalesce(c.region, '?')) region
      from sal_order o join sal_order_line l on l.order_id = o.id left join customer c on c.id = o.customer_id
      where o.order_date >= '2026-01-01' group by o.code, c.name, c.region`);
    expect(l.target).toBeNull();
    expect(l.reads.map((t) => t.table).sort()).toEqual(['customer', 'sal_order', 'sal_order_line']);
    expect(edges(l)).toEqual([
      'order_code ← public.sal_order.code',
      'name ← public.customer.name',
      'amount ← public.sal_order_line.price, public.sal_order_line.qty',
      'region ← public.customer.region',
    ]);
  });

  it('resolves unqualified columns by the catalogue and expands * and t.*', async () => {
    const l = await one('select c.*, qty from customer c join pur_order_line p on p.id = c.id');
    expect(edges(l)).toEqual(['id ← public.customer.id', 'name ← public.customer.name', 'region ← public.customer.region', 'qty ← public.pur_order_line.qty']);
    const star = await one('select * from customer');
    expect(star.outputs.map((o) => o.name)).toEqual(['id', 'name', 'region']);
  });

  it('reads through CTEs (recursive too), derived tables and scalar subqueries', async () => {
    const l = await one(`with lines as (select order_id, qty * price as amount from sal_order_line),
      totals as (select order_id, sum(amount) as total from lines group by order_id)
      select o.code, t.total, (select max(p.qty) from pur_order_line p where p.material_id = o.id) as top_buy,
             d.n
      from sal_order o join totals t on t.order_id = o.id join (select customer_id, count(*) n from sal_order group by customer_id) d on d.customer_id = o.customer_id`);
    expect(edges(l)).toEqual([
      'code ← public.sal_order.code',
      'total ← public.sal_order_line.price, public.sal_order_line.qty',
      'top_buy ← public.pur_order_line.qty',
      'n ← ',
    ]);
    expect(l.reads.map((t) => t.table).sort()).toEqual(['pur_order_line', 'sal_order', 'sal_order_line']);
    const r = await one('with recursive a(x) as (select id from customer union all select x + 1 from a where x < 3) select x from a');
    expect(edges(r)).toEqual(['x ← public.customer.id']);
  });

  it('gives INSERT … SELECT its target, its columns named by the insert list or the target', async () => {
    const l = await one(`insert into dw.sales_fact (order_code, amount)
      select o.code, l.qty * l.price from sal_order o join sal_order_line l on l.order_id = o.id`);
    expect(l.target).toEqual({ schema: 'dw', table: 'sales_fact' });
    expect(edges(l)).toEqual(['order_code ← public.sal_order.code', 'amount ← public.sal_order_line.price, public.sal_order_line.qty']);
    const positional = await one(`insert into dw.sales_fact select o.code, c.name, 0 from sal_order o join customer c on c.id = o.customer_id`);
    expect(edges(positional)).toEqual(['order_code ← public.sal_order.code', 'customer ← public.customer.name', 'amount ← ']);
  });

  it('gives CREATE TABLE AS and CREATE VIEW their target, and UNION branches add inputs by position', async () => {
    const l = await one(`create table material_flow as
      select material_id, qty as moved from sal_order_line union all select material_id, qty from pur_order_line`);
    expect(l.target).toEqual({ schema: 'public', table: 'material_flow' });
    expect(edges(l)).toEqual(['material_id ← public.pur_order_line.material_id, public.sal_order_line.material_id', 'moved ← public.pur_order_line.qty, public.sal_order_line.qty']);
    const v = await one('create view v_price (m, p) as select material_id, cast(price as numeric(12,2)) from sal_order_line');
    expect(v.target).toEqual({ schema: 'public', table: 'v_price' });
    expect(edges(v)).toEqual(['m ← public.sal_order_line.material_id', 'p ← public.sal_order_line.price']);
  });

  it('takes a window function’s argument as its input, not its partition', async () => {
    const l = await one(`select id, row_number() over (partition by region order by name) as rn,
      sum(qty) over (partition by material_id) as running, case when qty > 10 then 'big' else price::text end as size
      from sal_order_line, customer`);
    expect(edges(l)).toEqual(['id ← ', 'rn ← ', 'running ← public.sal_order_line.qty', 'size ← public.sal_order_line.price, public.sal_order_line.qty']);
  });

  it('reads quoted names and schema-qualified tables', async () => {
    const l = await one('select t."Quoted Col" as q, t.b from public."My Table" t');
    expect(edges(l)).toEqual(['q ← public.my table.quoted col', 'b ← public.my table.b']);
  });

  it('reads the sqlite dialect (a view over a join, a sqlite function)', async () => {
    const l = await one(
      `CREATE VIEW v_line_daily AS SELECT l.line, l.day, s.name AS shift_name, SUM(l.qty) AS qty, IFNULL(SUM(l.scrap_qty), 0) AS scrap
       FROM line_output l JOIN work_shift s ON s.code = l.shift GROUP BY l.line, l.day, s.name`,
      'sqlite',
    );
    expect(l.target).toEqual({ schema: 'main', table: 'v_line_daily' });
    expect(edges(l)).toEqual(['line ← main.line_output.line', 'day ← main.line_output.day', 'shift_name ← main.work_shift.name', 'qty ← main.line_output.qty', 'scrap ← main.line_output.scrap_qty']);
  });

  it('keeps the table edge of a table it does not know, without guessing its columns', async () => {
    const l = await one('select * from unknown_t u join customer c on c.id = u.cid');
    expect(l.reads.map((t) => t.table).sort()).toEqual(['customer', 'unknown_t']);
    expect(edges(l)).toEqual(['id ← public.customer.id', 'name ← public.customer.name', 'region ← public.customer.region']);
    const alone = await one('select x, y + 1 as z from unknown_t');
    expect(edges(alone)).toEqual(['x ← public.unknown_t.x', 'z ← public.unknown_t.y']);
  });

  it('answers the parser’s message for SQL that does not parse, and refuses statements that move no data', async () => {
    await expect(parseLineage('select from where', 'postgresql', 'public', catalogue)).rejects.toThrow(/Expected/);
    await expect(parseLineage('delete from customer', 'postgresql', 'public', catalogue)).rejects.toThrow('not a statement that moves data: delete');
  });
});
