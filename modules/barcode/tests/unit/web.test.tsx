// The web part of 条码管理: what each operation's dialog asks and posts (pure), and the dialog
// itself posting a split and showing the server's refusal (the call is stubbed: the server side
// has its own tests).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RpcError } from '../../../../src/api/errors';
import { loadModuleStrings } from '../../../../src/i18n/modules';
import { argumentOf, initialForm, listOf } from '../../web/form';
import barcodeWeb from '../../web/index';
import { OperationDialog } from '../../web/OperationDialog';

const api = vi.hoisted(() => ({ split: vi.fn(), merge: vi.fn() }));
vi.mock('../../web/api', () => ({ BarcodeApi: api, quiet: { ignoreError: true } }));

beforeAll(async () => {
  await loadModuleStrings(barcodeWeb);
});
afterEach(cleanup);

describe('the operations’ arguments', () => {
  it('reads codes one per line or separated, and builds each call’s argument', () => {
    expect(listOf('A1\nA2, A3，A4  A5')).toEqual(['A1', 'A2', 'A3', 'A4', 'A5']);
    const f = (op: Parameters<typeof initialForm>[0], o: object) => ({ ...initialForm(op, ['C1', 'C2'], { count: 5 }), ...o });
    expect(argumentOf('merge', f('merge', {}))).toEqual({ arg: { codes: ['C1', 'C2'] } });
    expect(argumentOf('bind', f('bind', {}))).toEqual({ missing: 'parentCode' });
    expect(argumentOf('bind', f('bind', { parentCode: ' BOX ' }))).toEqual({ arg: { parentCode: 'BOX', childCodes: ['C1', 'C2'] } });
    expect(argumentOf('split', f('split', { counts: '3' }))).toEqual({ missing: 'counts' });
    expect(argumentOf('split', f('split', { counts: '3, 2' }))).toEqual({ arg: { code: 'C1', counts: ['3', '2'], ruleCode: 'WLTM' } });
    expect(argumentOf('split', f('split', { counts: '3,2', newCodes: 'N1' }))).toEqual({ arg: { code: 'C1', counts: ['3', '2'], newCodes: ['N1'] } });
    expect(argumentOf('transfer', f('transfer', { toCode: 'T', counts: '1.5' }))).toEqual({ arg: { fromCode: 'C1', toCode: 'T', count: '1.5' } });
    expect(initialForm('adjust', ['C1'], { count: 5 }).counts).toBe('5');
    expect(argumentOf('adjust', f('adjust', { remark: ' 盘点 ' }))).toEqual({ arg: { code: 'C1', count: '5', remark: '盘点' } });
    expect(argumentOf('unbind', f('unbind', { codes: ' ' }))).toEqual({ missing: 'codes' });
  });
});

describe('the operation dialog', () => {
  it('posts a split, shows what the server refused, and clears it when the retry is done', async () => {
    api.split.mockRejectedValueOnce(new RpcError(400, '非法的物料数量：11')).mockResolvedValueOnce([]);
    render(
      <App>
        <OperationDialog op="split" codes={['BC1']} onClose={() => {}} />
      </App>,
    );
    fireEvent.change(await screen.findByLabelText('数量'), { target: { value: '6,5' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect((await screen.findByTestId('barcode-op-error')).textContent).toBe('非法的物料数量：11');
    expect(api.split).toHaveBeenCalledWith([{ code: 'BC1', counts: ['6', '5'], ruleCode: 'WLTM' }], { ignoreError: true });
    fireEvent.change(screen.getByLabelText('数量'), { target: { value: '5,5' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(api.split).toHaveBeenLastCalledWith([{ code: 'BC1', counts: ['5', '5'], ruleCode: 'WLTM' }], { ignoreError: true }));
    await waitFor(() => expect(screen.queryByTestId('barcode-op-error')).toBeNull());
  });

  it('asks for what is missing before calling', async () => {
    render(
      <App>
        <OperationDialog op="bind" codes={['C1']} onClose={() => {}} />
      </App>,
    );
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect((await screen.findByTestId('barcode-op-error')).textContent).toBe('请填写父条码');
    expect(api.merge).not.toHaveBeenCalled();
  });
});
