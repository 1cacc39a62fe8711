import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TableToolsRenderer } from './TableTools';
import { makeField } from './shared/testFields';
import { GARBAGE, renderCell, renderEdit, renderRead } from './shared/testRender';

afterEach(cleanup);

describe('TableTools', () => {
  const record = { id: 7, code: 'S-7' };
  const actions = [
    { key: 'edit', label: '编辑' },
    { key: 'delete', label: '删除', danger: true, confirm: '是否删除数据？' },
  ];

  it('runs an action with the row', () => {
    const onAction = vi.fn();
    renderCell(TableToolsRenderer, makeField('TableTools', { props: { actions, onAction } }), undefined, record);
    fireEvent.click(screen.getByText('编辑'));
    expect(onAction).toHaveBeenCalledWith('edit', record);
  });

  it('asks first when the action says so', async () => {
    const onAction = vi.fn();
    renderCell(TableToolsRenderer, makeField('TableTools', { props: { actions, onAction } }), undefined, record);
    fireEvent.click(screen.getByText('删除'));
    expect(onAction).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByText('是否删除数据？')).toBeTruthy());
    // antd spaces out two-character Chinese button labels (确 定)
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onAction).toHaveBeenCalledWith('delete', record);
  });

  it('renders nothing in forms and survives missing or broken actions', () => {
    expect(renderEdit(TableToolsRenderer, makeField('TableTools', { props: { actions } }), undefined).container.innerHTML).toBe('');
    cleanup();
    expect(renderRead(TableToolsRenderer, makeField('TableTools', { props: { actions } }), undefined).container.innerHTML).toBe('');
    cleanup();
    for (const broken of GARBAGE) {
      expect(() => renderCell(TableToolsRenderer, makeField('TableTools', { props: { actions: broken } }), undefined, record)).not.toThrow();
      cleanup();
    }
    const { container } = renderCell(TableToolsRenderer, makeField('TableTools', { props: { actions: [{ key: 'x' }, null, { key: 'ok', label: '查看' }] } }), undefined, record);
    expect(container.querySelectorAll('button')).toHaveLength(1);
  });
});
