import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../src/i18n';
import { BoolRenderer } from './Bool';
import { makeField } from './shared/testFields';
import { GARBAGE, renderCell, renderEdit, renderRead } from './shared/testRender';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('zh_CN');
});

describe('Bool', () => {
  const field = makeField('Bool');

  it('switches through onChange', () => {
    const { onChange } = renderEdit(BoolRenderer, field, false);
    const toggle = screen.getByRole('switch');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('reads 是/否, and Yes/No in English', async () => {
    expect(renderRead(BoolRenderer, field, true).container.textContent).toBe('是');
    cleanup();
    expect(renderCell(BoolRenderer, field, 'false').container.textContent).toBe('否');
    cleanup();
    expect(renderCell(BoolRenderer, field, 1).container.textContent).toBe('是');
    cleanup();
    expect(renderCell(BoolRenderer, field, null).container.textContent).toBe('-');
    cleanup();
    await i18n.changeLanguage('en_US');
    expect(renderRead(BoolRenderer, field, false).container.textContent).toBe('No');
    expect(BoolRenderer.text!(true, field)).toBe('Yes');
  });

  it('is disabled when told and survives garbage', () => {
    renderEdit(BoolRenderer, field, true, { disabled: true });
    expect((screen.getByRole('switch') as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    for (const value of GARBAGE) {
      expect(() => renderRead(BoolRenderer, field, value)).not.toThrow();
      cleanup();
    }
  });
});
