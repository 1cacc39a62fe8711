import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../src/i18n';
import { EnumTypeRenderer } from './EnumType';
import { makeField } from './shared/testFields';
import { GARBAGE, renderCell, renderEdit, renderRead } from './shared/testRender';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('zh_CN');
});

const field = makeField('EnumType', {
  attr: {
    options: [
      { value: 'HouseMade', label: '自制', labelEn: 'House-made' },
      { value: 'Purchased', label: '外购', labelEn: 'Purchased' },
    ],
  },
});

describe('EnumType', () => {
  it('picks one of the attribute options', async () => {
    const { container, onChange } = renderEdit(EnumTypeRenderer, field, 'HouseMade');
    expect(container.textContent).toContain('自制');
    fireEvent.mouseDown(container.querySelector('.ant-select-selector')!);
    await waitFor(() => expect(screen.getByTitle('外购')).toBeTruthy());
    fireEvent.click(screen.getByTitle('外购'));
    expect(onChange).toHaveBeenLastCalledWith('Purchased');
  });

  it('reads as a tag labelled in the current language', async () => {
    const { container } = renderRead(EnumTypeRenderer, field, 'Purchased');
    expect(container.querySelector('.ant-tag')?.textContent).toBe('外购');
    cleanup();
    await i18n.changeLanguage('en_US');
    expect(renderCell(EnumTypeRenderer, field, 'HouseMade').container.querySelector('.ant-tag')?.textContent).toBe('House-made');
    expect(EnumTypeRenderer.text!('Purchased', field)).toBe('Purchased');
  });

  it('shows unknown values as they are and - when empty', () => {
    expect(renderCell(EnumTypeRenderer, field, 'Other').container.textContent).toBe('Other');
    cleanup();
    expect(renderRead(EnumTypeRenderer, field, null).container.textContent).toBe('-');
  });

  it('is disabled when told and survives garbage', () => {
    const { container } = renderEdit(EnumTypeRenderer, field, 'HouseMade', { disabled: true });
    expect(container.querySelector('.ant-select-disabled')).not.toBeNull();
    cleanup();
    for (const value of GARBAGE) {
      expect(() => renderCell(EnumTypeRenderer, makeField('EnumType'), value)).not.toThrow();
      cleanup();
    }
  });
});
