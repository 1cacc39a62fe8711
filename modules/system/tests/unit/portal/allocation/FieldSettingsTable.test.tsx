// The dense field-settings table in jsdom: a wrong default value is flagged in its cell, the
// arrows reorder, unticking strikes the field out and disables its settings, Enter moves to the
// same cell of the next row.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AllocField } from '../../../../../../schemas/rpc/portal-alloc';
import { i18n } from '../../../../../../src/i18n';
import { loadModuleStrings } from '../../../../../../src/i18n/modules';
import { portalAdminPages } from '../../../../web/portal';
import { type FieldRow, rowsOf } from '../../../../web/portal/allocation/fieldSettings';
import { FieldSettingsTable } from '../../../../web/portal/allocation/FieldSettingsTable';
import { allocField } from './allocField';

const field = (code: string, sn: number, extra: Partial<AllocField> = {}) => allocField(code, 'Form', sn, { name: `字段${code}`, ...extra });

let latest: FieldRow[] = [];
function Harness({ initial }: { initial: FieldRow[] }) {
  const [rows, setRows] = useState(initial);
  latest = rows;
  return <FieldSettingsTable rows={rows} onChange={setRows} plates={[]} disabled={false} />;
}

beforeAll(async () => {
  await loadModuleStrings(portalAdminPages);
  await i18n.changeLanguage('zh_CN');
}, 60_000);
afterEach(cleanup);

const row = (code: string) => screen.getByTestId(`field-row-${code}`);
const defaultInput = (code: string) => within(row(code)).getByRole('textbox', { name: '默认值' });

describe('FieldSettingsTable', () => {
  it('flags a default value that is not {dictValue, commonValue, normalValue} JSON in its cell', () => {
    render(<Harness initial={rowsOf([field('a', 10), field('b', 20)])} />);
    fireEvent.change(defaultInput('a'), { target: { value: '{"value":1}' } });
    expect(within(row('a')).getByTestId('default-value-problem').textContent).toBe('只能包含 dictValue、commonValue、normalValue');
    fireEvent.change(defaultInput('a'), { target: { value: '{"normalValue":' } });
    expect(within(row('a')).getByTestId('default-value-problem').textContent).toBe('不是有效的 JSON');
    fireEvent.change(defaultInput('a'), { target: { value: '{"normalValue":"x"}' } });
    expect(within(row('a')).queryByTestId('default-value-problem')).toBeNull();
    expect(latest.find((r) => r.code === 'a')!.defaultValue).toBe('{"normalValue":"x"}');
  });

  it('reorders with the arrows; unticking a field strikes it out and disables its settings', () => {
    render(<Harness initial={rowsOf([field('a', 10), field('b', 20), field('c', 30)])} />);
    fireEvent.click(screen.getByRole('button', { name: '下移 字段a' }));
    expect(latest.map((r) => r.code)).toEqual(['b', 'a', 'c']);
    const rowsInTable = screen.getAllByTestId(/^field-row-/).map((el) => el.getAttribute('data-testid'));
    expect(rowsInTable).toEqual(['field-row-b', 'field-row-a', 'field-row-c']);
    fireEvent.click(within(row('c')).getByRole('checkbox', { name: '分配字段 字段c' }));
    expect(latest.find((r) => r.code === 'c')!.given).toBe(false);
    expect(defaultInput('c')).toHaveProperty('disabled', true);
    expect(within(row('c')).getByText('字段c').closest('del')).not.toBeNull();
    expect(screen.getByRole('tab', { name: /表单 \(2\/3\)/ })).toBeTruthy();
  });

  it('moves to the same cell of the next row with Enter and back with Shift+Enter, skipping disabled cells', () => {
    render(<Harness initial={rowsOf([field('a', 10), field('b', 20, { allocated: false }), field('c', 30)])} />);
    defaultInput('a').focus();
    fireEvent.keyDown(defaultInput('a'), { key: 'Enter' });
    expect(document.activeElement).toBe(defaultInput('c'));
    fireEvent.keyDown(defaultInput('c'), { key: 'Enter', shiftKey: true });
    expect(document.activeElement).toBe(defaultInput('a'));
  });
});
