import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DictValue } from '../../schemas/rpc/datax';
import { DictApi } from '../../src/api/services';
import { i18n } from '../../src/i18n';
import { DictRenderer } from './Dict';
import { clearDictCache } from './shared/dictCache';
import { makeField } from './shared/testFields';
import { GARBAGE, renderCell, renderEdit, renderRead } from './shared/testRender';

// datax.Dict is mocked: these tests pin what the renderer asks for and how it shows the answer;
// the call itself is covered by the server tests against a real database.
vi.mock('../../src/api/services', () => import('../../tests/kit/web/servicesMock'));

const listByCode = vi.mocked(DictApi.listByCode);
const units: DictValue[] = [
  { code: 'PCS', dict: 'unit', name: '个', nameIntl: { en_US: 'Piece' } },
  { code: 'KG', dict: 'unit', name: '千克', nameIntl: { en_US: 'Kilogram' } },
];
const field = makeField('Dict', { attr: { dictCode: 'unit', dataTypeDict: 'DICT' } });
const open = (container: HTMLElement) => fireEvent.mouseDown(container.querySelector('.ant-select-selector')!);

beforeEach(() => {
  clearDictCache();
  listByCode.mockReset();
  listByCode.mockResolvedValue(units);
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('zh_CN');
});

describe('Dict', () => {
  it('lists the entries of attr.dictCode and picks one by code', async () => {
    const { container, onChange } = renderEdit(DictRenderer, field, undefined);
    expect(listByCode).toHaveBeenCalledWith(['unit'], { cancelPrevious: false });
    open(container);
    await waitFor(() => expect(screen.getByTitle('千克')).toBeTruthy());
    expect([...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'))).toEqual(['个', '千克']);
    fireEvent.click(screen.getByTitle('千克'));
    expect(onChange).toHaveBeenLastCalledWith('KG');
  });

  it('selects several codes when multiple', async () => {
    const { container, onChange } = renderEdit(DictRenderer, { ...field, multiple: true }, ['PCS']);
    open(container);
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="千克"]')).not.toBeNull());
    fireEvent.click(document.querySelector('.ant-select-item-option[title="千克"]')!);
    expect(onChange).toHaveBeenLastCalledWith(['PCS', 'KG']);
  });

  it('loads a dictionary once for every field and cell of the session', async () => {
    renderCell(DictRenderer, field, 'PCS');
    renderCell(DictRenderer, field, 'KG');
    renderRead(DictRenderer, field, 'PCS');
    await waitFor(() => expect(screen.getAllByText('个')).toHaveLength(2));
    expect(screen.getByText('千克')).toBeTruthy();
    expect(listByCode).toHaveBeenCalledTimes(1);
    cleanup();
    renderRead(DictRenderer, field, 'KG');
    await waitFor(() => expect(screen.getByText('千克')).toBeTruthy());
    expect(listByCode).toHaveBeenCalledTimes(1);
    expect(DictRenderer.text!('KG', field)).toBe('千克');
    clearDictCache();
    cleanup();
    renderRead(DictRenderer, field, 'KG');
    await waitFor(() => expect(listByCode).toHaveBeenCalledTimes(2));
  });

  it('reads names in the current language, the code when unknown, - when empty', async () => {
    await i18n.changeLanguage('en_US');
    renderRead(DictRenderer, field, 'KG');
    await waitFor(() => expect(screen.getByText('Kilogram')).toBeTruthy());
    cleanup();
    await i18n.changeLanguage('zh_CN');
    const { container } = renderCell(DictRenderer, field, 'LB');
    await waitFor(() => expect(listByCode).toHaveBeenCalled());
    expect(container.textContent).toBe('LB');
    cleanup();
    // a {dict, name} pair (status_dict style) keeps its own name when the entry is unknown
    expect(renderCell(DictRenderer, field, { dict: 'TON', name: '吨' }).container.textContent).toBe('吨');
    cleanup();
    expect(renderCell(DictRenderer, field, null).container.textContent).toBe('-');
  });

  it('stays usable when the call fails and tries again next time', async () => {
    listByCode.mockRejectedValueOnce(new Error('boom'));
    const { container } = renderEdit(DictRenderer, field, 'PCS');
    await waitFor(() => expect(listByCode).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(container.querySelector('.ant-select-disabled')).toBeNull());
    expect(container.textContent).toContain('PCS');
    cleanup();
    renderRead(DictRenderer, field, 'PCS');
    await waitFor(() => expect(screen.getByText('个')).toBeTruthy());
    expect(listByCode).toHaveBeenCalledTimes(2);
  });

  it('is disabled when told and survives garbage', async () => {
    const { container } = renderEdit(DictRenderer, field, 'PCS', { disabled: true });
    expect(container.querySelector('.ant-select-disabled')).not.toBeNull();
    cleanup();
    for (const value of GARBAGE) {
      expect(() => renderRead(DictRenderer, field, value)).not.toThrow();
      cleanup();
    }
    // no dictionary code: nothing to load, nothing breaks
    renderRead(DictRenderer, makeField('Dict'), 'PCS');
    expect(screen.getByText('PCS')).toBeTruthy();
  });
});
