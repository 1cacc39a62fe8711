import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StringRenderer } from './String';
import { makeField } from './shared/testFields';
import { GARBAGE, renderCell, renderEdit, renderRead } from './shared/testRender';

afterEach(cleanup);

describe('String', () => {
  it('edits through onChange and honours the max length of the attribute', () => {
    const field = makeField('String', { attr: { max: 128 } });
    const { onChange } = renderEdit(StringRenderer, field, 'A');
    const input = screen.getByRole('textbox') as HTMLInputElement;
    expect(input.value).toBe('A');
    expect(input.maxLength).toBe(128);
    fireEvent.change(input, { target: { value: 'AB-01' } });
    expect(onChange).toHaveBeenLastCalledWith('AB-01');
    expect(input.value).toBe('AB-01');
    // short limits (codes) show no counter, long ones (descriptions) do
    expect(document.querySelector('.ant-input-show-count-suffix')).toBeNull();
  });

  it('falls back to fieldLength and shows a count for long limits', () => {
    renderEdit(StringRenderer, makeField('String', { fieldLength: 1024 }), 'abc');
    expect((screen.getByRole('textbox') as HTMLInputElement).maxLength).toBe(1024);
    expect(document.querySelector('.ant-input-show-count-suffix')?.textContent).toBe('3 / 1024');
  });

  it('is disabled when told', () => {
    renderEdit(StringRenderer, makeField('String'), 'x', { disabled: true });
    expect((screen.getByRole('textbox') as HTMLInputElement).disabled).toBe(true);
  });

  it('validates spaces and length', () => {
    const code = makeField('String', { attr: { max: 5, noSpaces: true } });
    expect(StringRenderer.validate!('A B', code)).toBe('不能包含空格');
    expect(StringRenderer.validate!('AB\t', code)).toBe('不能包含空格');
    expect(StringRenderer.validate!('ABCDEF', code)).toBe('不能超过5个字符');
    expect(StringRenderer.validate!('ABC', code)).toBeUndefined();
    expect(StringRenderer.validate!('', code)).toBeUndefined();
    expect(StringRenderer.validate!('A B', makeField('String', { attr: {} }))).toBeUndefined();
  });

  it('reads and shows cells as plain text, - when empty', () => {
    const field = makeField('String');
    renderRead(StringRenderer, field, '供应商甲');
    expect(screen.getByText('供应商甲')).toBeTruthy();
    cleanup();
    renderCell(StringRenderer, field, 42);
    expect(screen.getByText('42')).toBeTruthy();
    cleanup();
    const { container } = renderCell(StringRenderer, field, '  ');
    expect(container.textContent).toBe('-');
    expect(StringRenderer.text!('abc', field)).toBe('abc');
  });

  it('survives garbage in read mode and cells', () => {
    const field = makeField('String');
    for (const value of GARBAGE) {
      expect(() => renderRead(StringRenderer, field, value)).not.toThrow();
      expect(() => renderCell(StringRenderer, field, value)).not.toThrow();
      cleanup();
    }
    const { container } = renderRead(StringRenderer, field, { nested: 1 });
    expect(container.textContent).toBe('-');
  });
});
