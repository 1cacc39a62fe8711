// Form groups as data (PageDef.formGroups): the schema engine puts a group's fields in one void
// node drawn by the group's component (named, resolved like the renderers); every grouped field
// keeps its own schema; fields in no group, and fields the role does not see, stay as they were.
import type { ISchema } from '@formily/react';
import { describe, expect, it } from 'vitest';
import { financePages } from '../../../modules/finance/pages';
import { paramsOf, type FormGroupDef, type PageDef } from '../../../schemas/pages/types';
import { mergeFieldMeta } from '../../../src/engine/fieldMeta';
import { placeFormGroups } from '../../../src/engine/formGroups';
import { CELL_DECORATOR_PROPS, fieldSchema, formSchema, LAYOUT } from '../../../src/engine/schema';
import type { PageField } from '../../../schemas/rpc/portal';
import { attr, fakeRenderers, pageField } from '../../kit/web/fakes';

const COSTS = ['traffic_cost', 'travel_accommodation', 'travel_fare', 'travel_traffic', 'travel_cost', 'treat_cost', 'office_cost', 'other_cost', 'loan_deduction', 'total_amount'];
const COMPUTED = new Set(['travel_cost', 'total_amount']);

/** the expense claim's form: two fields before the costs, the costs, a remark after them */
function metas(extra: Record<string, Partial<PageField>> = {}) {
  const codes = ['applicant', 'reason', ...COSTS, 'remark'];
  return codes.map((code) =>
    mergeFieldMeta(
      pageField(code, COSTS.includes(code) ? 'Costs' : 'String', { name: code, ...extra[code] }),
      attr(code, COSTS.includes(code) ? 'Number' : 'String', COMPUTED.has(code) ? { compute: 'x' } : {}),
    ),
  );
}

const costTable = (): FormGroupDef => (financePages.Expense as PageDef).formGroups![0];
const gridOf = (schema: ISchema) => ((schema.properties as Record<string, ISchema>).grid.properties ?? {}) as Record<string, ISchema>;

describe('the expense claim page declares its cost table as data', () => {
  it('six rows: five categories (travel = its three parts), the loan deduction negated, then the total; carried in the menu params', () => {
    const group = costTable();
    expect(group.component).toBe('CostTable');
    expect(group.rows.map((r) => r.label)).toEqual(['交通费', '差旅费', '招待费', '办公费', '其他费用', '借款抵扣']);
    expect(group.rows[1]).toMatchObject({ fields: ['travel_accommodation', 'travel_fare', 'travel_traffic'], total: 'travel_cost' });
    expect(group.rows.filter((r) => r.negate).map((r) => r.fields)).toEqual([['loan_deduction']]);
    expect(group.total).toBe('total_amount');
    const params = JSON.parse(JSON.stringify(paramsOf(financePages.Expense)));
    expect(params.formGroups).toEqual([group]);
    // pages without groups say nothing about them
    expect('formGroups' in paramsOf(financePages.Income)).toBe(false);
  });
});

describe('formSchema with a form group', () => {
  it('the group is a void node named by its component, where its first field was; its fields are inside it, each its own field', () => {
    const all = metas();
    const schema = formSchema(all, fakeRenderers, [costTable()]);
    const grid = gridOf(schema);
    expect(Object.keys(grid)).toEqual(['applicant', 'reason', 'remark', '__group_costs']);
    const group = grid.__group_costs;
    expect(group).toMatchObject({ type: 'void', 'x-component': 'CostTable', 'x-decorator': LAYOUT.groupCell, 'x-decorator-props': { gridSpan: 24 }, 'x-index': 2 });
    expect(grid.remark['x-index']).toBe(12);
    const fields = group.properties as Record<string, ISchema>;
    expect(Object.keys(fields)).toEqual(['traffic_cost', 'travel_accommodation', 'travel_fare', 'travel_traffic', 'travel_cost', 'treat_cost', 'office_cost', 'other_cost', 'loan_deduction', 'total_amount']);
    // the same schema as on the grid (renderer, value type, validation, label, pattern), only laid out as a cell
    for (const meta of all.filter((m) => COSTS.includes(m.code))) {
      const alone = fieldSchema(meta, fakeRenderers, all.indexOf(meta));
      expect(fields[meta.code]).toEqual({ ...alone, 'x-decorator-props': { ...CELL_DECORATOR_PROPS } });
    }
    expect(fields.travel_cost['x-pattern']).toBe('disabled');
    expect(fields.total_amount['x-pattern']).toBe('disabled');
    expect(fields.loan_deduction['x-pattern']).toBeUndefined();
    expect(group['x-component-props']).toEqual({ group: costTable() });
  });

  it('fields in no group are unchanged', () => {
    const all = metas();
    const grouped = gridOf(formSchema(all, fakeRenderers, [costTable()]));
    const plain = gridOf(formSchema(all, fakeRenderers));
    for (const code of ['applicant', 'reason', 'remark']) expect(grouped[code]).toEqual(plain[code]);
    // without groups: every field on the grid, as before
    expect(Object.keys(plain)).toEqual(['applicant', 'reason', ...COSTS, 'remark']);
  });

  it('a field the role does not see stays out of the group (hidden on the grid, value kept); a read-only one stays read-only; an empty row goes', () => {
    const all = metas({ office_cost: { displayTag: false }, travel_fare: { displayTag: false }, treat_cost: { editTag: false } });
    const grid = gridOf(formSchema(all, fakeRenderers, [costTable()]));
    const fields = grid.__group_costs.properties as Record<string, ISchema>;
    expect(fields.office_cost).toBeUndefined();
    expect(fields.travel_fare).toBeUndefined();
    expect(grid.office_cost['x-display']).toBe('hidden');
    expect(fields.treat_cost['x-pattern']).toBe('disabled');
    const { group } = grid.__group_costs['x-component-props'] as { group: FormGroupDef };
    expect(group.rows.map((r) => r.label)).toEqual(['交通费', '差旅费', '招待费', '其他费用', '借款抵扣']);
    expect(group.rows[1].fields).toEqual(['travel_accommodation', 'travel_traffic']);
  });

  it('a field the page metadata does not list is absent; a total the role cannot see leaves the row without it; nothing left, no group', () => {
    const without = metas().filter((m) => m.code !== 'travel_cost' && m.code !== 'loan_deduction');
    const [placed] = placeFormGroups(without, [costTable()]);
    expect(placed.def.rows.map((r) => r.label)).toEqual(['交通费', '差旅费', '招待费', '办公费', '其他费用']);
    expect('total' in placed.def.rows[1]).toBe(false);
    const onlyText = metas().filter((m) => !COSTS.includes(m.code));
    expect(placeFormGroups(onlyText, [costTable()])).toEqual([]);
    expect(Object.keys(gridOf(formSchema(onlyText, fakeRenderers, [costTable()])))).toEqual(['applicant', 'reason', 'remark']);
  });

  it('a field goes to the first group naming it; groups keep their own keys and spans', () => {
    const second: FormGroupDef = { component: 'Other', span: 12, rows: [{ label: 'x', labelEn: 'x', fields: ['traffic_cost', 'remark'] }] };
    const grid = gridOf(formSchema(metas(), fakeRenderers, [costTable(), second]));
    expect(Object.keys(grid.__group_1.properties as object)).toEqual(['remark']);
    expect(grid.__group_1['x-decorator-props']).toEqual({ gridSpan: 12 });
    expect(Object.keys(grid.__group_costs.properties as object)).toContain('traffic_cost');
  });
});
