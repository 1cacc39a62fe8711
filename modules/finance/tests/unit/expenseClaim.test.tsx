// The expense claim's detail page (finance/ExpenseDetail) with its cost table: the real nav tree
// entry of the finance module (its menu params carry the page's form groups), the real entity,
// the real detail template with stand-in renderers. The RPC layer is mocked (servicesMock.ts): the
// server's calls have their own tests against a real database (modules/finance/tests/server);
// here we check what the page draws from the metadata and what it sends on save.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExpenseClaim } from '../../entities/expense-claim';
import { financePages } from '../../pages';
import type { ReceiptStatus } from '../../../../schemas/entities/define';
import type { NavNode } from '../../../../schemas/menus/types';
import { paramsOf } from '../../../../schemas/pages/types';
import type { PageField } from '../../../../schemas/rpc/portal';
import { entityMeta } from '../../../../server/records/meta';
import { RpcError } from '../../../../src/api/errors';
import { clearPageModelCache } from '../../../../src/templates/shared/pageModelCache';
import { pageField } from '../../../../tests/kit/web/fakes';
import { button, moduleNode, pageNode } from '../../../../tests/kit/web/fixtures';
import { preloadTemplates, renderShell } from '../../../../tests/kit/web/harness';
import { EntityApi, MenuAllocApi, MetaDynamicApi, resetServices } from '../../../../tests/kit/web/servicesMock';

vi.mock('../../../../src/api/services', () => import('../../../../tests/kit/web/servicesMock'));
vi.setConfig({ testTimeout: 30_000 });
beforeAll(preloadTemplates, 120_000);

const OPS = ['create', 'update', 'delete', 'print', 'commit', 'audit', 'deApproval'];

/** 财务 › 费用报销 as the seed makes it: the page definition's menu params, every standard code. */
function financeTree(): NavNode[] {
  const def = financePages.Expense;
  const codes = OPS.map((op) => `finance.Expense.${op}`);
  const list = pageNode('finance.Expense', def.url, '费用报销', { params: JSON.stringify(paramsOf(def)), functionControlTag: true, functionList: codes, buttons: codes.map((c) => button(c)) });
  return [moduleNode('mod.finance', '财务管理', [list])];
}

const STATUS: Partial<Record<ReceiptStatus, string>> = { Saved: '保存', Audit: '已审核' };
const claim = (status: ReceiptStatus = 'Saved') => ({
  id: 1,
  version: 2,
  code: 'BX1',
  applicant_id: 5,
  account_id: 2,
  bill_date: '2026-01-05',
  reason: '上海客户拜访',
  traffic_cost: 10.1,
  travel_accommodation: 200.2,
  travel_fare: 0.1,
  travel_traffic: 0.2,
  travel_cost: 200.5,
  treat_cost: 0,
  office_cost: 5,
  other_cost: 0,
  loan_deduction: 100,
  total_amount: 115.6,
  status_dict: { dict: status, name: STATUS[status] },
});
const detailPath = `finance/ExpenseDetail?formId=ExpenseClaim-Web&entityCode=ExpenseClaim&title=${encodeURIComponent('费用报销')}&path=finance%2FExpenseDetail&url=finance%2FExpense&id=1`;
const table = () => screen.getByTestId('form-group-CostTable');
const rowLabels = () => [...table().querySelectorAll('tbody tr > th')].map((th) => th.textContent);
const edit = (code: string) => screen.getByTestId(`edit-${code}`) as HTMLInputElement;
const type = (code: string, value: string) => fireEvent.change(edit(code), { target: { value } });

/** the role's page field metadata: every attribute of the claim, some changed */
function pageFields(changes: Record<string, Partial<PageField>>): PageField[] {
  return ExpenseClaim.attrs.map((a, i) => pageField(a.code, a.dataType, { name: a.name, sn: i + 1, requiredTag: !!a.required, ...changes[a.code] }));
}

async function openClaim(status: ReceiptStatus = 'Saved') {
  MetaDynamicApi.getValue.mockResolvedValue(claim(status));
  const view = renderShell(financeTree(), detailPath);
  await screen.findByTestId('detail-VformDetail');
  await screen.findByTestId('form-group-CostTable');
  return view;
}

beforeEach(() => {
  resetServices();
  clearPageModelCache();
  sessionStorage.clear();
  EntityApi.detail.mockResolvedValue(entityMeta(ExpenseClaim));
});
afterEach(cleanup);

describe('the expense claim detail: costs in a six-row table', () => {
  it('the costs are the table’s six rows, the other fields stay on the grid; totals follow the typing; saved with the deduction positive', async () => {
    MetaDynamicApi.saveValue.mockImplementation(async ([, values]: [string, Record<string, unknown>]) => ({ ...claim(), ...values, version: 3 }));
    await openClaim();
    expect(rowLabels()).toEqual(['交通费', '差旅费', '招待费', '办公费', '其他费用', '借款抵扣']);
    for (const code of ['traffic_cost', 'travel_accommodation', 'travel_fare', 'travel_traffic', 'treat_cost', 'office_cost', 'other_cost', 'loan_deduction']) {
      expect(within(table()).getByTestId(`edit-${code}`)).toBeTruthy();
    }
    for (const code of ['reason', 'applicant_id', 'account_id']) expect(within(table()).queryByTestId(`edit-${code}`)).toBeNull();
    expect(edit('reason')).toBeTruthy();
    // computed: read-only, in the subtotal and total cells
    expect(within(screen.getByTestId('cost-row-1')).getByTestId('read-travel_cost').textContent).toBe('200.5');
    expect(within(screen.getByTestId('cost-total')).getByTestId('read-total_amount').textContent).toBe('115.6');
    expect(screen.getByTestId('cost-amount-5').textContent).toBe('-100.00');

    type('travel_fare', '10.1');
    await waitFor(() => expect(screen.getByTestId('read-travel_cost').textContent).toBe('210.5'));
    await waitFor(() => expect(screen.getByTestId('read-total_amount').textContent).toBe('125.6'));
    type('loan_deduction', '120');
    expect(screen.getByTestId('cost-amount-5').textContent).toBe('-120.00');
    expect(edit('loan_deduction').value).toBe('120');
    await waitFor(() => expect(screen.getByTestId('read-total_amount').textContent).toBe('105.6'));

    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(MetaDynamicApi.saveValue).toHaveBeenCalledTimes(1));
    const [entityCode, payload] = MetaDynamicApi.saveValue.mock.calls[0][0];
    expect(entityCode).toBe('ExpenseClaim');
    expect(payload).toMatchObject({ id: 1, version: 2, travel_fare: 10.1, travel_cost: 210.5, loan_deduction: 120, total_amount: 105.6, reason: '上海客户拜访' });
  });

  it('an audited claim shows the same table read-pretty: no inputs, the deduction negative', async () => {
    await openClaim('Audit');
    expect(rowLabels()).toEqual(['交通费', '差旅费', '招待费', '办公费', '其他费用', '借款抵扣']);
    expect(within(table()).queryAllByRole('textbox')).toHaveLength(0);
    expect(within(table()).getByTestId('read-loan_deduction').textContent).toBe('100');
    expect(screen.getByTestId('cost-amount-5').textContent).toBe('-100.00');
    expect(within(table()).getByTestId('read-travel_accommodation').textContent).toBe('200.2');
    expect(within(screen.getByTestId('cost-total')).getByTestId('read-total_amount').textContent).toBe('115.6');
  });

  it('a cost the role does not see has no row (its value still saved); one it may not edit stays read-only', async () => {
    MenuAllocApi.getPageDetailByUrl.mockImplementation(async ([url]: [string]) => {
      if (url !== 'finance/Expense') throw new RpcError(11, 'no page');
      const fields = pageFields({ office_cost: { displayTag: false }, treat_cost: { editTag: false } });
      return { id: 1, code: 'finance.Expense', name: '费用报销', url, buttons: [], fieldPlates: [], uniqueKeys: [], functionControlTag: true, needCopy: false, fields };
    });
    MetaDynamicApi.saveValue.mockImplementation(async ([, values]: [string, Record<string, unknown>]) => ({ ...claim(), ...values, version: 3 }));
    await openClaim();
    expect(rowLabels()).toEqual(['交通费', '差旅费', '招待费', '其他费用', '借款抵扣']);
    expect(screen.queryByTestId('edit-office_cost')).toBeNull();
    expect(edit('treat_cost').disabled).toBe(true);
    expect(edit('traffic_cost').disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(MetaDynamicApi.saveValue).toHaveBeenCalledTimes(1));
    expect(MetaDynamicApi.saveValue.mock.calls[0][0][1]).toMatchObject({ office_cost: 5, treat_cost: 0, total_amount: 115.6 });
  });
});
