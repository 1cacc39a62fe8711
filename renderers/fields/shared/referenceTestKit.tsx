// Shared tests of the reference types (Supplier, Material, ...): every type's own test file runs
// this suite with its entity code and page size, after mocking src/api/services (vi.mock is per
// file). The fake fuzzyPage below answers like the server: code/name contains text, ids, paging.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FuzzyValue } from '../../../schemas/rpc/datax';
import { EntityApi } from '../../../src/api/services';
import type { FieldMeta, FieldRenderer } from '../types';
import { clearReferenceCache } from './referenceCache';
import { makeField } from './testFields';
import { GARBAGE, renderCell, renderEdit, renderRead } from './testRender';

type FuzzyQuery = { entityCode: string; text?: string; page?: number; pageSize?: number; ids?: number[] };

/** Records of a fake entity: ids from `firstId`, codes P001..., names `${name}1`... */
export function fakeRecords(prefix: string, name: string, count: number, firstId = 1): FuzzyValue[] {
  return Array.from({ length: count }, (_, i) => ({ id: firstId + i, code: `${prefix}${String(i + 1).padStart(3, '0')}`, name: `${name}${i + 1}` }));
}

/** Makes the mocked EntityApi.fuzzyPage answer from `records` by entity code. */
export function serveFuzzy(records: Record<string, FuzzyValue[]>) {
  const fuzzyPage = vi.mocked(EntityApi.fuzzyPage);
  fuzzyPage.mockReset();
  fuzzyPage.mockImplementation(async ([query]) => {
    const { entityCode, text = '', page = 1, pageSize = 12, ids } = query as FuzzyQuery;
    const matching = (records[entityCode] ?? []).filter((r) => (!ids || ids.includes(r.id)) && (r.code.includes(text) || r.name.includes(text)));
    return { total: matching.length, page, pageSize, itemList: matching.slice((page - 1) * pageSize, page * pageSize) };
  });
  return fuzzyPage;
}

export const queriesOf = (fuzzyPage: ReturnType<typeof serveFuzzy>) => fuzzyPage.mock.calls.map((call) => call[0][0] as FuzzyQuery);
export const openPicker = (container: HTMLElement) => fireEvent.mouseDown(container.querySelector('.ant-select-selector')!);
export const shownOptions = () => [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));

interface Suite {
  renderer: FieldRenderer;
  entityCode: string;
  pageSize: number;
  /** the field under test (default: a plain field of the renderer's type) */
  field?: FieldMeta;
}

export function referenceTypeSuite({ renderer, entityCode, pageSize, field: given }: Suite) {
  const field = given ?? makeField(renderer.dataType);
  const records = fakeRecords('R', '记录', 30, 100);
  let fuzzyPage: ReturnType<typeof serveFuzzy>;

  beforeEach(() => {
    clearReferenceCache();
    fuzzyPage = serveFuzzy({ [entityCode]: records });
  });
  afterEach(cleanup);

  describe(`${renderer.dataType} (entity ${entityCode}, page size ${pageSize})`, () => {
    it('searches the entity when opened, lists "code name" and picks {id, code, name}', async () => {
      const { container, onChange } = renderEdit(renderer, field, null);
      openPicker(container);
      await waitFor(() => expect(shownOptions()).toHaveLength(pageSize));
      expect(queriesOf(fuzzyPage)).toEqual([{ entityCode, text: '', page: 1, pageSize }]);
      expect(fuzzyPage.mock.calls[0][1]).toEqual({ cancelPrevious: false });
      expect(shownOptions()[0]).toBe('R001 记录1');
      fireEvent.click(screen.getByTitle('R002 记录2'));
      expect(onChange).toHaveBeenLastCalledWith({ id: 101, code: 'R002', name: '记录2' });
    });

    it('sends the typed text once typing pauses', async () => {
      const { container } = renderEdit(renderer, field, null);
      openPicker(container);
      await waitFor(() => expect(fuzzyPage).toHaveBeenCalledTimes(1));
      const input = screen.getByRole('combobox');
      fireEvent.change(input, { target: { value: 'R0' } });
      fireEvent.change(input, { target: { value: 'R01' } });
      fireEvent.change(input, { target: { value: 'R012' } });
      await waitFor(() => expect(shownOptions()).toEqual(['R012 记录12']));
      expect(queriesOf(fuzzyPage).slice(1)).toEqual([{ entityCode, text: 'R012', page: 1, pageSize }]);
    });

    it('picks several records when the field is multiple', async () => {
      const { container, onChange } = renderEdit(renderer, { ...field, multiple: true }, [{ id: 100, code: 'R001', name: '记录1' }]);
      openPicker(container);
      await waitFor(() => expect(shownOptions()).toContain('R003 记录3'));
      fireEvent.click(document.querySelector('.ant-select-item-option[title="R003 记录3"]')!);
      expect(onChange).toHaveBeenLastCalledWith([
        { id: 100, code: 'R001', name: '记录1' },
        { id: 102, code: 'R003', name: '记录3' },
      ]);
    });

    it('reads and shows cells as the name with the code in grey, - when empty', () => {
      const { container } = renderRead(renderer, field, { id: 5, code: 'S-5', name: '华东供应' });
      expect(container.textContent).toBe('华东供应S-5');
      expect(container.querySelector('.ant-typography-secondary')?.textContent).toBe('S-5');
      cleanup();
      expect(renderCell(renderer, field, { id: 5, code: 'S-5', name: '华东供应' }).container.textContent).toBe('华东供应S-5');
      cleanup();
      expect(renderCell(renderer, field, null).container.textContent).toBe('-');
      expect(renderer.text!([{ id: 1, code: 'A', name: '甲' }, { id: 2, code: 'B', name: '乙' }], field)).toBe('甲, 乙');
      expect(fuzzyPage).not.toHaveBeenCalled();
    });

    it('names a bare id in read mode through fuzzyPage with ids', async () => {
      renderRead(renderer, field, 104);
      await waitFor(() => expect(screen.getByText('记录5')).toBeTruthy());
      expect(queriesOf(fuzzyPage)).toEqual([{ entityCode, ids: [104], page: 1, pageSize: 1 }]);
    });

    it('is disabled when told and survives garbage', () => {
      const { container } = renderEdit(renderer, field, { id: 1, code: 'A', name: '甲' }, { disabled: true });
      expect(container.querySelector('.ant-select-disabled')).not.toBeNull();
      expect(container.textContent).toContain('A 甲');
      cleanup();
      for (const value of GARBAGE) {
        expect(() => renderRead(renderer, field, value)).not.toThrow();
        expect(() => renderCell(renderer, field, value)).not.toThrow();
        cleanup();
      }
    });
  });
}
