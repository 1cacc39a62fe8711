// The CostTable group with the real field renderers (Costs: antd InputNumber, 2 decimals) and the
// live compute the detail page runs (watchLines), over the expense claim's real entity and page
// declaration: six rows, the travel row summing its parts as the user types, the loan deduction
// shown negative while the input keeps the positive amount, the total following, and an audited
// (read-pretty) record showing the same table. No call is made here (no pickers in the table), so
// nothing is mocked.
import { createForm, type Form } from '@formily/core';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExpenseClaim } from '../../entities/expense-claim';
import { financePages } from '../../pages';
import type { PageDef } from '../../../../schemas/pages/types';
import { entityMeta } from '../../../../server/records/meta';
import { buildPageModel } from '../../../../src/engine/pageModel';
import { i18n } from '../../../../src/i18n';
import { watchLines } from '../../../../src/templates/lines/watchLines';
import { formGroupComponents, registerFormGroup } from '../../../../renderers/groups/index';
import { negatedMoney } from '../../../../renderers/groups/CostTable';
import { GroupedForm } from '../../../../tests/kit/web/groupedForm';

afterEach(cleanup);

const entity = entityMeta(ExpenseClaim);
const groups = (financePages.Expense as PageDef).formGroups!;
const COSTS = new Set(groups[0].rows.flatMap((r) => [...r.fields, ...(r.total ? [r.total] : [])]).concat(groups[0].total!));
// the cost fields and the purpose (a field in no group) of the claim's form, as the page builds them
const metas = buildPageModel(entity, null).form.filter((m) => COSTS.has(m.code) || m.code === 'reason');

const watchClaim = (form: Form) => watchLines(form, entity);
const ClaimForm = ({ form }: { form: Form }) => <GroupedForm form={form} metas={metas} groups={groups} watch={watchClaim} />;

const rows = () => [...screen.getByTestId('form-group-CostTable').querySelectorAll('tbody tr')] as HTMLElement[];
const rowLabels = () => rows().map((r) => r.querySelector('th')!.textContent);
/** what a field shows in its FormItem's control (its label is in the DOM for assistive technology) */
const control = (el: HTMLElement) => el.querySelector('.ant-formily-item-control')!.textContent;
const rowAmount = (i: number) => {
  const cell = screen.getByTestId(`cost-row-${i}`);
  return cell.querySelector('.ant-formily-item-control') ? control(cell) : cell.textContent;
};
const total = () => control(screen.getByTestId('cost-total'));
const inputsOf = (i: number) => within(rows()[i]).queryAllByRole('spinbutton') as HTMLInputElement[];

async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    fireEvent.change(input, { target: { value } });
  });
}

describe('CostTable (the expense claim’s costs)', () => {
  it('six rows and the total row; the travel row shows its three parts with their labels; a field in no group stays outside', () => {
    const form = createForm();
    render(<ClaimForm form={form} />);
    expect(screen.getByText('费用明细')).toBeTruthy();
    expect(rowLabels()).toEqual(['交通费', '差旅费', '招待费', '办公费', '其他费用', '借款抵扣']);
    expect(screen.getByTestId('form-group-CostTable').querySelector('tfoot th')!.textContent).toBe('报销合计');
    const travel = rows()[1];
    expect([...travel.querySelectorAll('[data-part] .ant-formily-item-label')].map((l) => l.textContent)).toEqual(['住宿费', '车船费', '市内交通费']);
    expect(inputsOf(1)).toHaveLength(3);
    for (const i of [0, 2, 3, 4, 5]) expect(inputsOf(i)).toHaveLength(1);
    // computed totals are not inputs
    expect(within(screen.getByTestId('cost-row-1')).queryByRole('spinbutton')).toBeNull();
    expect(within(screen.getByTestId('cost-total')).queryByRole('spinbutton')).toBeNull();
    // the purpose is not in the table
    expect(within(screen.getByTestId('form-group-CostTable')).queryByText('报销事由')).toBeNull();
    expect(screen.getByText('报销事由')).toBeTruthy();
  });

  it('as the user types: the travel row sums its parts, the loan deduction shows negative (the input keeps it positive), the total follows; money with 2 decimals', async () => {
    const form = createForm();
    render(<ClaimForm form={form} />);
    await type(inputsOf(0)[0], '10.1');
    expect(rowAmount(0)).toBe('10.10');
    const [accommodation, fare, local] = inputsOf(1);
    await type(accommodation, '200.2');
    await type(fare, '0.1');
    await waitFor(() => expect(rowAmount(1)).toBe('200.30'));
    await type(local, '0.2');
    // 0.1 + 0.2 is 0.30 here, not 0.30000000000000004
    await waitFor(() => expect(rowAmount(1)).toBe('200.50'));
    expect(form.values.travel_cost).toBe(200.5);
    await type(inputsOf(3)[0], '5');
    await waitFor(() => expect(total()).toBe('215.60'));
    await type(inputsOf(5)[0], '100');
    expect(rowAmount(5)).toBe('-100.00');
    expect(inputsOf(5)[0].value).toBe('100');
    expect(form.values.loan_deduction).toBe(100);
    await waitFor(() => expect(total()).toBe('115.60'));
    expect(form.values.total_amount).toBe(115.6);
    // a change to a part reaches the total too
    await type(accommodation, '1200.2');
    await waitFor(() => expect(total()).toBe('1,115.60'));
    expect(rowAmount(1)).toBe('1,200.50');
  });

  it('an audited record (read-pretty form): the same table, values as text, the deduction negative, no inputs', () => {
    const values = { reason: '拜访', traffic_cost: 10.1, travel_accommodation: 200.2, travel_fare: 0.1, travel_traffic: 0.2, travel_cost: 200.5, treat_cost: 0, office_cost: 5, other_cost: 0, loan_deduction: 100, total_amount: 115.6 };
    const form = createForm({ initialValues: values, pattern: 'readPretty' });
    render(<ClaimForm form={form} />);
    expect(screen.queryAllByRole('spinbutton')).toHaveLength(0);
    expect(rowLabels()).toEqual(['交通费', '差旅费', '招待费', '办公费', '其他费用', '借款抵扣']);
    expect(control(rows()[0].querySelector('td')!)).toBe('10.10');
    expect([...rows()[1].querySelectorAll('[data-part] .ant-formily-item-control')].map((c) => c.textContent)).toEqual(['200.20', '0.10', '0.20']);
    expect(rowAmount(1)).toBe('200.50');
    expect(control(rows()[5].querySelector('td')!)).toBe('100.00');
    expect(rowAmount(5)).toBe('-100.00');
    expect(total()).toBe('115.60');
  });

  it('speaks English with the page', async () => {
    await i18n.changeLanguage('en_US');
    try {
      render(<ClaimForm form={createForm()} />);
      expect(screen.getByText('Costs')).toBeTruthy();
      expect(rowLabels()).toEqual(['Traffic', 'Travel', 'Entertainment', 'Office', 'Other', 'Loan deduction']);
      expect(screen.getByText('Subtotal')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('zh_CN');
    }
  });

  it('negates money text without touching zero or nothing; group names cannot hide a renderer', () => {
    expect(negatedMoney('1,000.50')).toBe('-1,000.50');
    expect(negatedMoney('-3.00')).toBe('3.00');
    expect(negatedMoney('0.00')).toBe('0.00');
    expect(negatedMoney('')).toBe('');
    expect(() => registerFormGroup('Costs', () => null)).toThrow(/taken/);
    const remove = registerFormGroup('Other', () => null);
    expect(formGroupComponents().Other).toBeTruthy();
    remove();
    expect(formGroupComponents().Other).toBeUndefined();
  });
});
