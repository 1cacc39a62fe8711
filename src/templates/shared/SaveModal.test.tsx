// The administration pages' add/edit dialog: 确定 saves only valid values, a refusal stays in the
// dialog under the fields with what was typed, and a new opening starts without the old refusal.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, Form, Input } from 'antd';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RpcError } from '../../api/errors';
import { SaveModal } from './SaveModal';

afterEach(cleanup);
vi.setConfig({ testTimeout: 30_000 });

function Harness({ save }: { save: (v: { name: string }) => Promise<void> }) {
  const [form] = Form.useForm<{ name: string }>();
  const [open, setOpen] = useState(true);
  return (
    <App>
      <button type="button" onClick={() => setOpen(true)}>
        reopen
      </button>
      <SaveModal open={open} title="新增" form={form} testId="thing-form" failed="保存失败" onClose={() => setOpen(false)} save={save}>
        <Form.Item name="name" label="名称" rules={[{ required: true, message: '请输入名称' }]}>
          <Input />
        </Form.Item>
      </SaveModal>
    </App>
  );
}

describe('SaveModal', () => {
  it('saves valid values only, and shows a refusal in the dialog with the input kept', async () => {
    const save = vi.fn().mockRejectedValueOnce(new RpcError(409, '名称已存在：甲')).mockResolvedValueOnce(undefined);
    render(<Harness save={save} />);
    const ok = await screen.findByRole('button', { name: /确\s*定|OK/ });
    fireEvent.click(ok);
    expect(await screen.findByText('请输入名称')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('名称'), { target: { value: '甲' } });
    fireEvent.click(ok);
    expect((await screen.findByTestId('thing-form-error')).textContent).toBe('名称已存在：甲');
    expect(save).toHaveBeenCalledWith({ name: '甲' });
    expect((screen.getByLabelText('名称') as HTMLInputElement).value).toBe('甲');

    fireEvent.click(ok);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByTestId('thing-form-error')).toBeNull());
  });
});
