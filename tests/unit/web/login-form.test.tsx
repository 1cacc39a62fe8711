// The login form (a plain form, not antd's Form): required fields say so under the field and
// block the submit; fixing a field clears its message; the values go out as typed.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../../../src/app/login/LoginForm';
import '../../../src/i18n';

afterEach(cleanup);

function renderForm(initialUserCode?: string) {
  const onSubmit = vi.fn();
  const onChange = vi.fn();
  render(<LoginForm initialUserCode={initialUserCode} initialRemember={false} loading={false} error={null} onSubmit={onSubmit} onChange={onChange} />);
  return { onSubmit, onChange };
}

describe('login form', () => {
  it('refuses an empty account and password with their messages, under the fields', () => {
    const { onSubmit } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(screen.getByText('请输入账号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(screen.getByLabelText('账号').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears a message once its field is filled, and submits the values (blank account = missing)', () => {
    const { onSubmit, onChange } = renderForm();
    fireEvent.change(screen.getByLabelText('账号'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(screen.getByText('请输入账号')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('账号'), { target: { value: 'admin' } });
    expect(screen.queryByText('请输入账号')).toBeNull();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'Admin@123' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '记住账号' }));
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(onSubmit).toHaveBeenCalledWith({ userCode: 'admin', password: 'Admin@123', remember: true });
    expect(onChange).toHaveBeenCalled();
  });
});
