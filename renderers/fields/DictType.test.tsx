import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DictTypeRenderer } from './DictType';
import { makeField } from './shared/testFields';
import { GARBAGE, renderCell, renderEdit, renderRead } from './shared/testRender';

afterEach(cleanup);

describe('DictType', () => {
  const field = makeField('DictType', { props: { dictCodes: ['unit', { value: 'material_category', label: '物料类别' }] } });

  it('takes free text', () => {
    const { onChange } = renderEdit(DictTypeRenderer, field, '');
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'my_dict' } });
    expect(onChange).toHaveBeenLastCalledWith('my_dict');
  });

  it('suggests the known dictionary codes and picks one', async () => {
    const { onChange } = renderEdit(DictTypeRenderer, field, '');
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: 'mat' } });
    await waitFor(() => expect(screen.getByText('material_category 物料类别')).toBeTruthy());
    expect(screen.queryByText('unit')).toBeNull();
    fireEvent.click(screen.getByText('material_category 物料类别'));
    expect(onChange).toHaveBeenLastCalledWith('material_category');
  });

  it('reads the code, - when empty; codes have no spaces', () => {
    expect(renderRead(DictTypeRenderer, field, 'unit').container.textContent).toBe('unit');
    cleanup();
    expect(renderCell(DictTypeRenderer, field, '').container.textContent).toBe('-');
    expect(DictTypeRenderer.validate!('my dict', field)).toBe('不能包含空格');
    expect(DictTypeRenderer.validate!('my_dict', field)).toBeUndefined();
  });

  it('is disabled when told and survives garbage', () => {
    renderEdit(DictTypeRenderer, field, 'unit', { disabled: true });
    expect((screen.getByRole('combobox') as HTMLInputElement).disabled).toBe(true);
    cleanup();
    for (const value of GARBAGE) {
      expect(() => renderRead(DictTypeRenderer, field, value)).not.toThrow();
      cleanup();
    }
  });
});
