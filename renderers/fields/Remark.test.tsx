import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RemarkRenderer } from './Remark';
import { makeField } from './shared/testFields';
import { GARBAGE, renderCell, renderEdit, renderRead } from './shared/testRender';

afterEach(cleanup);

describe('Remark', () => {
  const field = makeField('Remark', { attr: { max: 512 } });

  it('edits multi-line text with the attribute max length', () => {
    const { onChange } = renderEdit(RemarkRenderer, field, '');
    const area = screen.getByRole('textbox') as HTMLTextAreaElement;
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.maxLength).toBe(512);
    fireEvent.change(area, { target: { value: 'line 1\nline 2' } });
    expect(onChange).toHaveBeenLastCalledWith('line 1\nline 2');
  });

  it('keeps line breaks when read, one line in cells', () => {
    const { container } = renderRead(RemarkRenderer, field, '第一行\n第二行');
    const block = container.firstElementChild as HTMLElement;
    expect(block.textContent).toBe('第一行\n第二行');
    expect(block.style.whiteSpace).toBe('pre-wrap');
    cleanup();
    expect(renderCell(RemarkRenderer, field, 'a\n b').container.textContent).toBe('a b');
    cleanup();
    expect(renderRead(RemarkRenderer, field, null).container.textContent).toBe('-');
  });

  it('refuses text past the max, never spaces', () => {
    expect(RemarkRenderer.validate!('x'.repeat(513), field)).toBe('不能超过512个字符');
    expect(RemarkRenderer.validate!('with spaces', makeField('Remark', { attr: { noSpaces: true } }))).toBeUndefined();
  });

  it('is disabled when told and survives garbage', () => {
    renderEdit(RemarkRenderer, field, 'x', { disabled: true });
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).disabled).toBe(true);
    cleanup();
    for (const value of GARBAGE) {
      expect(() => renderCell(RemarkRenderer, field, value)).not.toThrow();
      cleanup();
    }
  });
});
