// A disabled dictionary entry (system/DictDetail) in the Dict field: a record holding it still
// shows its name, a picker offers it only to the record that holds it (and not for choosing), and
// a pasted name does not match it. datax.Dict is mocked with what the server answers for a
// disabled entry (`disabled: true`, see modules/system/tests/server/dicts.test.ts).
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DictValue } from '../../../../schemas/rpc/datax';
import { DictApi } from '../../../../src/api/services';
import { DictRenderer } from '../../../../renderers/fields/Dict';
import { clearDictCache } from '../../../../renderers/fields/shared/dictCache';
import { makeField } from '../../../../renderers/fields/shared/testFields';
import { renderEdit, renderRead } from '../../../../renderers/fields/shared/testRender';

vi.mock('../../../../src/api/services', () => import('../../../../tests/kit/web/servicesMock'));

const listByCode = vi.mocked(DictApi.listByCode);
const grades: DictValue[] = [
  { code: 'A', dict: 'grade', name: '优', nameIntl: {} },
  { code: 'C', dict: 'grade', name: '差', nameIntl: {}, disabled: true },
];
const field = makeField('Dict', { attr: { dictCode: 'grade', dataTypeDict: 'DICT' } });
const open = (container: HTMLElement) => fireEvent.mouseDown(container.querySelector('.ant-select-selector')!);
const optionTitles = () => [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));

beforeEach(() => {
  clearDictCache();
  listByCode.mockReset();
  listByCode.mockResolvedValue(grades);
});
afterEach(() => cleanup());

describe('a disabled dictionary entry', () => {
  it('keeps its name on a record that holds it', async () => {
    renderRead(DictRenderer, field, 'C');
    await waitFor(() => expect(screen.getByText('差')).toBeTruthy());
  });

  it('is not offered for a new value', async () => {
    const { container } = renderEdit(DictRenderer, field, undefined);
    open(container);
    await waitFor(() => expect(screen.getByTitle('优')).toBeTruthy());
    expect(optionTitles()).toEqual(['优']);
  });

  it('stays shown, not choosable, where the value holds it', async () => {
    const { container, onChange } = renderEdit(DictRenderer, field, 'C');
    open(container);
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="差"]')).not.toBeNull());
    expect(optionTitles()).toEqual(['优', '差']);
    const held = document.querySelector('.ant-select-item-option[title="差"]')!;
    expect(held.classList.contains('ant-select-item-option-disabled')).toBe(true);
    fireEvent.click(held);
    expect(onChange).not.toHaveBeenCalled();
  });
});
