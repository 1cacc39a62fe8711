import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FuzzyValue } from '../../../schemas/rpc/datax';
import { clearReferenceCache } from './referenceCache';
import { ReferencePicker, type ReferencePickerProps } from './ReferencePicker';
import { fakeRecords, openPicker, queriesOf, serveFuzzy, shownOptions } from './referenceTestKit';
import { parseReferenceLimit } from './reference';

// datax.Entity is mocked (a fake fuzzyPage over in-memory records): these tests pin the picker's
// own behaviour; the call itself is covered by the server tests.
vi.mock('../../../src/api/services', () => import('../../../tests/kit/web/servicesMock'));

const suppliers = fakeRecords('S', '供应商', 30);
let fuzzyPage: ReturnType<typeof serveFuzzy>;

function Picker(props: Partial<ReferencePickerProps> & { initial?: unknown }) {
  const { initial, onChange, ...rest } = props;
  const [value, setValue] = useState<unknown>(initial);
  return (
    <ReferencePicker
      entityCode="Supplier"
      pageSize={12}
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
      {...rest}
    />
  );
}

beforeEach(() => {
  clearReferenceCache();
  fuzzyPage = serveFuzzy({ Supplier: suppliers });
});
afterEach(cleanup);

const loadMoreButton = () => screen.getByText('加载更多').closest('button') as HTMLButtonElement;

describe('ReferencePicker', () => {
  it('loads more pages while the total is not reached', async () => {
    const { container } = render(<Picker />);
    openPicker(container);
    await waitFor(() => expect(shownOptions()).toHaveLength(12));
    await waitFor(() => expect(loadMoreButton().className).not.toContain('ant-btn-loading'));
    fireEvent.click(screen.getByText('加载更多'));
    await waitFor(() => expect(shownOptions()).toHaveLength(24));
    // as a user does: clicks once the button's spinner is gone (antd ignores a click on a loading
    // button, and its spinner can outlast the rows by a render: the cause of this test's flake)
    await waitFor(() => expect(loadMoreButton().className).not.toContain('ant-btn-loading'));
    fireEvent.click(screen.getByText('加载更多'));
    await waitFor(() => expect(shownOptions()).toHaveLength(30));
    expect(screen.queryByText('加载更多')).toBeNull();
    expect(queriesOf(fuzzyPage).map((q) => q.page)).toEqual([1, 2, 3]);
  });

  it('says so when nothing matches', async () => {
    const { container } = render(<Picker />);
    openPicker(container);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'nothing like this' } });
    await waitFor(() => expect(screen.getByText('暂无数据')).toBeTruthy());
  });

  it('shows a spinner while loading and drops answers of superseded searches', async () => {
    let release: (v: unknown) => void = () => {};
    fuzzyPage.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)) as never);
    const { container } = render(<Picker />);
    openPicker(container);
    await waitFor(() => expect(container.querySelector('.ant-select-arrow-loading, .anticon-loading')).not.toBeNull());
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'S005' } });
    await waitFor(() => expect(shownOptions()).toEqual(['S005 供应商5']));
    // the first (slow) answer arrives late and must not replace the newer result
    release({ total: 30, page: 1, pageSize: 12, itemList: suppliers.slice(0, 12) });
    await new Promise((r) => setTimeout(r, 20));
    expect(shownOptions()).toEqual(['S005 供应商5']);
  });

  it('stays usable after a failed call', async () => {
    fuzzyPage.mockRejectedValueOnce(new Error('network'));
    const { container } = render(<Picker />);
    openPicker(container);
    await waitFor(() => expect(fuzzyPage).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByText('暂无数据')).toBeTruthy());
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'S001' } });
    await waitFor(() => expect(shownOptions()).toEqual(['S001 供应商1']));
  });

  it('searches only among limitValue {ids}', async () => {
    const { container } = render(<Picker limit={parseReferenceLimit({ ids: [2, 3] })} />);
    openPicker(container);
    await waitFor(() => expect(shownOptions()).toEqual(['S002 供应商2', 'S003 供应商3']));
    expect(queriesOf(fuzzyPage)[0]).toEqual({ entityCode: 'Supplier', text: '', page: 1, pageSize: 12, ids: [2, 3] });
  });

  it('pre-fills the one fixed choice of limitValue (a bare id, named first) and offers nothing else', async () => {
    const onChange = vi.fn();
    const { container } = render(<Picker limit={parseReferenceLimit(4)} onChange={onChange} />);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ id: 4, code: 'S004', name: '供应商4' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(queriesOf(fuzzyPage)).toEqual([{ entityCode: 'Supplier', ids: [4], page: 1, pageSize: 1 }]);
    openPicker(container);
    await waitFor(() => expect(shownOptions()).toEqual(['S004 供应商4']));
    expect(fuzzyPage).toHaveBeenCalledTimes(1);
  });

  it('offers exactly the fixed choices of a limitValue list, without pre-filling', async () => {
    const onChange = vi.fn();
    const fixed: FuzzyValue[] = [suppliers[0], suppliers[1]];
    const { container } = render(<Picker limit={parseReferenceLimit(fixed)} onChange={onChange} />);
    openPicker(container);
    await waitFor(() => expect(shownOptions()).toEqual(['S001 供应商1', 'S002 供应商2']));
    expect(onChange).not.toHaveBeenCalled();
    expect(fuzzyPage).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTitle('S002 供应商2'));
    expect(onChange).toHaveBeenLastCalledWith({ id: 2, code: 'S002', name: '供应商2' });
  });

  it('shows a bare id value by its name and clears to null', async () => {
    const onChange = vi.fn();
    const { container } = render(<Picker initial={7} onChange={onChange} />);
    await waitFor(() => expect(container.textContent).toContain('S007 供应商7'));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.mouseDown(container.querySelector('.ant-select-clear')!);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('hands the full search hits to onPick (e.g. a material unit in extra)', async () => {
    const withExtra = suppliers.map((s) => ({ ...s, extra: { unit: '件' } }));
    serveFuzzy({ Supplier: withExtra });
    const onPick = vi.fn();
    const { container } = render(<Picker onPick={onPick} />);
    openPicker(container);
    await waitFor(() => expect(shownOptions()).toHaveLength(12));
    fireEvent.click(screen.getByTitle('S001 供应商1'));
    expect(onPick).toHaveBeenCalledWith([withExtra[0]]);
  });
});
