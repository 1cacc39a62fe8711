import LockOutlined from '@ant-design/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
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

export function LoginForm({ initialUserCode, initialRemember, loading, error, onSubmit, onChange }: LoginFormProps) {
  const { t } = useTranslation();
  return (
    <Form<LoginValues>
      name="login"
      size="large"
      layout="vertical"
      requiredMark={false}
      initialValues={{ userCode: initialUserCode ?? '', password: '', remember: initialRemember }}
      onFinish={onSubmit}
      onValuesChange={onChange}
      autoComplete="on"
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" /> : null}
      <Form.Item name="userCode" label={t('login.userCode')} rules={[{ required: true, whitespace: true, message: t('login.userCodeRequired') }]}>
        <Input prefix={<UserOutlined />} placeholder={t('login.userCodePlaceholder')} autoComplete="username" autoFocus={!initialUserCode} />
      </Form.Item>
      <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          autoFocus={!!initialUserCode}
          onFocus={preloadEncryption}
        />
      </Form.Item>
      <Form.Item name="remember" valuePropName="checked" style={{ marginBottom: 16 }}>
        <Checkbox>{t('login.remember')}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={loading}>
        {loading ? t('login.submitting') : t('login.submit')}
      </Button>
    </Form>
  );
}
