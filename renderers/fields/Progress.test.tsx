import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProgressRenderer } from './Progress';
import { makeField } from './shared/testFields';
import { GARBAGE, renderCell, renderEdit, renderRead } from './shared/testRender';

afterEach(cleanup);

describe('Progress', () => {
  const field = makeField('Progress');

  it('edits a percentage', () => {
    const { onChange } = renderEdit(ProgressRenderer, field, 10);
    fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '45' } });
    expect(onChange).toHaveBeenLastCalledWith(45);
  });

  it('reads as a bar with its percentage, clamped to 0–100', () => {
    const { container } = renderRead(ProgressRenderer, field, 45.678);
    expect(container.querySelector('.ant-progress')).not.toBeNull();
    expect(container.textContent).toBe('45.67%');
    cleanup();
    expect(renderCell(ProgressRenderer, field, 150).container.textContent).toBe('100%');
    cleanup();
    expect(renderCell(ProgressRenderer, field, null).container.textContent).toBe('-');
    expect(ProgressRenderer.text!('30', field)).toBe('30%');
  });

  it('refuses values outside 0–100', () => {
    expect(ProgressRenderer.validate!(101, field)).toBe('进度必须在0到100之间');
    expect(ProgressRenderer.validate!(-1, field)).toBe('进度必须在0到100之间');
    expect(ProgressRenderer.validate!('x', field)).toBe('请输入数字');
    expect(ProgressRenderer.validate!(100, field)).toBeUndefined();
  });

  it('is disabled when told and survives garbage', () => {
    renderEdit(ProgressRenderer, field, 1, { disabled: true });
    expect((screen.getByRole('spinbutton') as HTMLInputElement).disabled).toBe(true);
    cleanup();
    for (const value of GARBAGE) {
      expect(() => renderRead(ProgressRenderer, field, value)).not.toThrow();
      cleanup();
    }
  });
});
