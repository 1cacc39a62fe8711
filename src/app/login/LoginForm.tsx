// The login form: account, password, remember. A plain form with antd inputs, not antd's Form:
// two required fields do not need rc-field-form and async-validator, which were about 13 KB of
// the login page's gzipped JS.
import LockOutlined from '@ant-design/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Alert, Button, Checkbox, theme } from 'antd';
// the two inputs alone: antd's Input bundle also carries TextArea, Search and OTP, which the
// login page (the page every user waits for first) does not draw
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { type ChangeEvent, type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadEncryption } from '../../api/password';

export interface LoginValues {
  userCode: string;
  password: string;
  remember: boolean;
}

interface LoginFormProps {
  initialUserCode?: string;
  initialRemember: boolean;
  loading: boolean;
  /** the failure to show (the server's msg) */
  error: string | null;
  onSubmit: (values: LoginValues) => void;
  onChange: () => void;
}

type Problems = Partial<Record<'userCode' | 'password', string>>;

/** One labelled field with its message below, laid out like antd's vertical form items. */
function Field({ id, label, problem, children }: { id: string; label: string; problem?: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: token.marginLG }}>
      <label htmlFor={id} style={{ display: 'block', paddingBottom: token.paddingXS, fontSize: token.fontSizeLG, color: token.colorTextHeading }}>
        {label}
      </label>
      {children}
      {problem ? (
        <div id={`${id}-problem`} role="alert" style={{ color: token.colorError, fontSize: token.fontSize, marginTop: 2 }}>
          {problem}
        </div>
      ) : null}
    </div>
  );
}

export function LoginForm({ initialUserCode, initialRemember, loading, error, onSubmit, onChange }: LoginFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<LoginValues>({ userCode: initialUserCode ?? '', password: '', remember: initialRemember });
  const [problems, setProblems] = useState<Problems>({});

  const check = (v: LoginValues): Problems => ({
    ...(v.userCode.trim() ? {} : { userCode: t('login.userCodeRequired') }),
    ...(v.password ? {} : { password: t('login.passwordRequired') }),
  });
  const change = (next: Partial<LoginValues>) => {
    const merged = { ...values, ...next };
    setValues(merged);
    // a field's message goes as soon as the field is fixed (as antd's Form does)
    setProblems((old) => Object.fromEntries(Object.entries(check(merged)).filter(([k]) => k in old)) as Problems);
    onChange();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setProblems(found);
    if (!Object.keys(found).length) onSubmit(values);
  };

  // what both inputs take alike: their id, value and change, and their problem as the field shows it
  const inputProps = (field: keyof Problems) => ({
    id: `login_${field}`,
    size: 'large' as const,
    value: values[field],
    status: problems[field] ? ('error' as const) : undefined,
    'aria-invalid': !!problems[field],
    'aria-describedby': problems[field] ? `login_${field}-problem` : undefined,
    onChange: (e: ChangeEvent<HTMLInputElement>) => change({ [field]: e.target.value }),
  });

  return (
    <form name="login" autoComplete="on" onSubmit={submit} noValidate>
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" /> : null}
      <Field id="login_userCode" label={t('login.userCode')} problem={problems.userCode}>
        <Input
          {...inputProps('userCode')}
          prefix={<UserOutlined />}
          placeholder={t('login.userCodePlaceholder')}
          autoComplete="username"
          autoFocus={!initialUserCode}
        />
      </Field>
      <Field id="login_password" label={t('login.password')} problem={problems.password}>
        <Password
          {...inputProps('password')}
          prefix={<LockOutlined />}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          autoFocus={!!initialUserCode}
          onFocus={preloadEncryption}
        />
      </Field>
      <div style={{ marginBottom: 16 }}>
        <Checkbox checked={values.remember} onChange={(e) => change({ remember: e.target.checked })}>
          {t('login.remember')}
        </Checkbox>
      </div>
      <Button type="primary" htmlType="submit" size="large" block loading={loading}>
        {loading ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
