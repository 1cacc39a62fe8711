import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VformRenderer } from './Vform';
import { makeField } from './shared/testFields';
import { GARBAGE, renderCell, renderEdit, renderRead } from './shared/testRender';

afterEach(cleanup);

describe('Vform', () => {
  it('edits the form id as text', () => {
    const { onChange } = renderEdit(VformRenderer, makeField('Vform'), 'form-1');
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'form-2' } });
    expect(onChange).toHaveBeenLastCalledWith('form-2');
  });

  it('reads as a link that opens the form through props.onOpen', () => {
    const onOpen = vi.fn();
    renderRead(VformRenderer, makeField('Vform', { props: { onOpen } }), 'SupplierForm');
    fireEvent.click(screen.getByText('SupplierForm'));
    expect(onOpen).toHaveBeenCalledWith('SupplierForm');
    cleanup();
    const { container } = renderCell(VformRenderer, makeField('Vform'), 'F1');
    expect(container.querySelector('.ant-typography-link, a')).not.toBeNull();
    cleanup();
    expect(renderCell(VformRenderer, makeField('Vform'), null).container.textContent).toBe('-');
  });

  it('refuses form ids with spaces', () => {
    expect(VformRenderer.validate!('a b', makeField('Vform'))).toBe('不能包含空格');
    expect(VformRenderer.validate!('ab', makeField('Vform'))).toBeUndefined();
  });

  it('is disabled when told and survives garbage', () => {
    renderEdit(VformRenderer, makeField('Vform'), 'x', { disabled: true });
    expect((screen.getByRole('textbox') as HTMLInputElement).disabled).toBe(true);
    cleanup();
    for (const value of GARBAGE) {
      expect(() => renderRead(VformRenderer, makeField('Vform'), value)).not.toThrow();
      cleanup();
    }
  });
});
