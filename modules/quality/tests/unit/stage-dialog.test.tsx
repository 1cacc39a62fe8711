// 分批检验's dialog: the inspection's barcodes with their count, accepted, rejected and pending
// quantities (decimal-exact), a stage above a barcode's pending refused before any call, the
// stage call with the barcodes given something, the server's refusal shown as it comes, Enter
// walking the quantities, loading / empty / judged states; and the action granted with 判定.
// The calls are stubbed: the server side has its own tests (tests/server/staged.test.ts).
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RpcError } from '../../../../src/api/errors';
import { ActionButtons } from '../../../../src/templates/actions/ActionButtons';
import { loadModuleStrings } from '../../../../src/i18n/modules';
import { qualityStacks } from '../../pages';
import { stageArgument, stageRows, stageTotals } from '../../web/stage-form';
import qualityWeb from '../../web/index';
import { StageDialog } from '../../web/StageDialog';

const api = vi.hoisted(() => ({ detail: vi.fn(), stage: vi.fn() }));
vi.mock('../../../../src/api/services', () => ({ client: () => api }));

const QUIET = { ignoreError: true };
const barcode = (code: string, count: string, inspected = '0', accepted = '0', rejected = '0') => ({ code, count, inspected_qty: inspected, accepted_qty: accepted, rejected_qty: rejected });
const INSPECTION = {
  id: 7,
  code: 'LJ0007',
  state: 'Inspecting',
  barcodes: [barcode('B-1', '400.0000', '100.0000', '98.0000', '2.0000'), barcode('B-2', '600.0000'), barcode('B-3', '0.3000', '0.3000', '0.3000')],
};

beforeAll(async () => {
  await loadModuleStrings(qualityWeb);
});
beforeEach(() => {
  api.detail.mockReset().mockResolvedValue(INSPECTION);
  api.stage.mockReset();
});
afterEach(cleanup);

function renderDialog() {
  const onClose = vi.fn();
  render(
    <App>
      <StageDialog id={7} onClose={onClose} />
    </App>,
  );
  return onClose;
}

const qty = (field: '接收' | '拒收', code: string) => screen.getByLabelText(`本批${field} ${code}`) as HTMLInputElement;
const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /提交本批/ }));
const cells = (code: string) => [...screen.getByText(code).closest('tr')!.querySelectorAll('td')].slice(0, 5).map((td) => td.textContent);

describe('the form (pure)', () => {
  it('reads pending as count less inspected, decimal-exact, and sends only the barcodes given something', () => {
    const rows = stageRows({ barcodes: [barcode('A', '0.3', '0.1'), barcode('B', '5')] });
    expect(rows.map((r) => [r.code, r.pending])).toEqual([['A', '0.2'], ['B', '5']]);
    expect(stageArgument(1, rows, { A: { accepted: '0.1', rejected: '0.1' } })).toEqual({ arg: { id: 1, barcodes: [{ code: 'A', accepted: '0.1', rejected: '0.1' }] } });
    expect(stageArgument(1, rows, { A: { accepted: '0.2', rejected: '0.0001' } })).toEqual({ problem: 'abovePending', code: 'A' });
    expect(stageArgument(1, rows, { B: { accepted: '1.00001', rejected: '' } })).toEqual({ problem: 'format', code: 'B' });
    expect(stageArgument(1, rows, { B: { accepted: '0', rejected: ' ' } })).toEqual({ problem: 'nothing' });
    expect(stageTotals(rows, { A: { accepted: '0.1', rejected: '0.1' }, B: { accepted: 'x', rejected: '' } })).toEqual({ accepted: '0.1', rejected: '0.1', inspected: '0.2', pending: '5.2', pendingAfter: '5' });
  });
});

describe('the dialog', () => {
  it('loads the inspection (spinner first) and lists each barcode with its count, accepted, rejected and pending', async () => {
    let answer!: (v: unknown) => void;
    api.detail.mockReturnValueOnce(new Promise((r) => (answer = r)));
    renderDialog();
    expect(await screen.findByTestId('stage-loading')).toBeTruthy();
    await act(async () => answer(INSPECTION));
    expect(await screen.findByText('分批检验 LJ0007')).toBeTruthy();
    expect(api.detail).toHaveBeenCalledWith([7], QUIET);
    expect(cells('B-1')).toEqual(['B-1', '400', '98', '2', '300']);
    expect(cells('B-2')).toEqual(['B-2', '600', '0', '0', '600']);
    // nothing of B-3 is pending: its quantities are not asked
    expect(qty('接收', 'B-3').disabled).toBe(true);
    expect(screen.getByTestId('stage-totals').textContent).toBe('本批接收 0，拒收 0，共检验 0；当前待检 900，提交后剩余待检 900');
  });

  it('refuses a stage above a barcode’s pending quantity before calling the server', async () => {
    renderDialog();
    await screen.findByText('B-1');
    type(qty('接收', 'B-1'), '299');
    type(qty('拒收', 'B-1'), '2');
    expect(screen.getByTestId('stage-problem-B-1').textContent).toBe('超过待检数量300');
    submit();
    expect((await screen.findByTestId('stage-error')).textContent).toBe('条码B-1的本批数量有误，请更正');
    type(qty('接收', 'B-1'), '1.23456');
    expect(screen.getByTestId('stage-problem-B-1').textContent).toBe('请输入不小于0、最多4位小数的数量');
    type(qty('接收', 'B-1'), '');
    type(qty('拒收', 'B-1'), '');
    submit();
    expect((await screen.findByTestId('stage-error')).textContent).toBe('请至少为一个条码填写本批接收或拒收数量');
    expect(api.stage).not.toHaveBeenCalled();
  });

  it('sends the stage of the barcodes given something, shows its totals, and closes with the server’s answer', async () => {
    const answer = { msg: '来料检验单LJ0007第2批已判定，剩余待检700', stage: 2, pending: '700', state: 'Inspecting', result: 'Wait' };
    api.stage.mockResolvedValueOnce(answer);
    renderDialog();
    await screen.findByText('B-1');
    type(qty('接收', 'B-1'), '98.5');
    type(qty('拒收', 'B-1'), '1.5');
    type(qty('接收', 'B-2'), '100');
    expect(screen.getByTestId('stage-totals').textContent).toBe('本批接收 198.5，拒收 1.5，共检验 200；当前待检 900，提交后剩余待检 700');
    submit();
    await waitFor(() => expect(api.stage).toHaveBeenCalledWith([{ id: 7, barcodes: [{ code: 'B-1', accepted: '98.5', rejected: '1.5' }, { code: 'B-2', accepted: '100', rejected: '0' }] }], QUIET));
    // closing (jsdom never ends antd's leave animation): the modal leaves
    await waitFor(() => expect(screen.getByRole('dialog').closest('.ant-modal')!.className).toMatch(/ant-zoom-leave/));
  });

  it('shows the server’s refusal as it comes and stays open for another try', async () => {
    api.stage.mockRejectedValueOnce(new RpcError(409, '来料检验单LJ0007没有检验记录，不能判定'));
    renderDialog();
    await screen.findByText('B-2');
    type(qty('接收', 'B-2'), '600');
    submit();
    expect((await screen.findByTestId('stage-error')).textContent).toBe('来料检验单LJ0007没有检验记录，不能判定');
    expect(screen.getByRole('dialog').closest('.ant-modal')!.className).not.toMatch(/ant-zoom-leave/);
    expect(qty('接收', 'B-2').value).toBe('600');
  });

  it('is driven by the keyboard: a scanned barcode and Enter goes to its row, Enter walks the quantities and submits on the last', async () => {
    api.stage.mockResolvedValueOnce({ msg: 'ok', stage: 1, pending: '0', state: 'Checked', result: 'Qualified' });
    renderDialog();
    await screen.findByText('B-1');
    const find = screen.getByLabelText('扫描或输入条码');
    type(find, 'b-2');
    expect(screen.queryByText('B-1')).toBeNull();
    fireEvent.keyDown(find, { key: 'Enter' });
    expect(document.activeElement).toBe(qty('接收', 'B-2'));
    type(qty('接收', 'B-2'), '600');
    fireEvent.keyDown(qty('接收', 'B-2'), { key: 'Enter' });
    expect(document.activeElement).toBe(qty('拒收', 'B-2'));
    fireEvent.keyDown(qty('拒收', 'B-2'), { key: 'Enter' });
    await waitFor(() => expect(api.stage).toHaveBeenCalledWith([{ id: 7, barcodes: [{ code: 'B-2', accepted: '600', rejected: '0' }] }], QUIET));
  });

  it('fills every pending quantity as accepted at once', async () => {
    renderDialog();
    await screen.findByText('B-1');
    fireEvent.click(screen.getByRole('button', { name: '待检全部接收' }));
    expect([qty('接收', 'B-1').value, qty('接收', 'B-2').value, qty('接收', 'B-3').value]).toEqual(['300', '600', '']);
    expect(screen.getByTestId('stage-totals').textContent).toMatch(/提交后剩余待检 0$/);
  });

  it('says so when the inspection has no barcodes, is judged already, or cannot be loaded', async () => {
    api.detail.mockResolvedValueOnce({ ...INSPECTION, barcodes: [] });
    renderDialog();
    expect(await screen.findByText('该检验单没有条码')).toBeTruthy();
    expect((screen.getByRole('button', { name: /提交本批/ }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();

    api.detail.mockResolvedValueOnce({ ...INSPECTION, state: 'Checked' });
    renderDialog();
    expect(await screen.findByText('该检验单已判定，不能再分批检验')).toBeTruthy();
    expect(qty('接收', 'B-2').disabled).toBe(true);
    expect((screen.getByRole('button', { name: /提交本批/ }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();

    api.detail.mockRejectedValueOnce(new RpcError(11, '来料检验单不存在：7'));
    renderDialog();
    expect((await screen.findByTestId('stage-error')).textContent).toBe('来料检验单不存在：7');
  });
});

describe('the declaration', () => {
  it('offers 分批检验 on the list’s rows and the detail, granted with 判定: no function of its own', () => {
    const page = qualityStacks.Incoming.page;
    const stage = (page.actions ?? []).filter((a) => a.code === 'stage');
    expect(stage.map((a) => [a.place, a.fn, a.handler])).toEqual([
      ['row', 'judge', 'quality.stage'],
      ['detail', 'judge', 'quality.stage'],
    ]);
    const fns = qualityStacks.Incoming.menu.flatMap((m) => (m.buttons ?? []).map((b) => b.code));
    expect(fns.filter((c) => /\.(judge|stage)$/.test(c))).toEqual(['quality.incomingOrder.judge']);
  });

  it('shows its button to a role holding 判定 only', () => {
    const action = qualityStacks.Incoming.page.actions!.find((a) => a.code === 'stage' && a.place === 'detail')!;
    const draw = (fns: string[]) => render(<ActionButtons actions={[action]} can={(op) => fns.includes(op)} records={[{ id: 7 }]} running={null} onRun={() => {}} />);
    draw(['judge']);
    expect(screen.getByRole('button', { name: '分批检验' })).toBeTruthy();
    cleanup();
    draw(['stage', 'update']);
    expect(screen.queryByRole('button', { name: '分批检验' })).toBeNull();
  });
});
