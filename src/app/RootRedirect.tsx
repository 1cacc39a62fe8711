import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { brand } from './brand';
import { LoginFrame, LoginHeading } from './login/LoginFrame';
import { readLoginInfo } from './session/loginInfo';

/** `/`: the login of the build's default tenant; without one (or on "switch tenant"), asks. */
export default function RootRedirect() {
  const [params] = useSearchParams();
  if (brand.defaultTenant && !params.has('choose')) return <Navigate to={`/${encodeURIComponent(brand.defaultTenant)}/login`} replace />;
  return <TenantPrompt />;
}

function TenantPrompt() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remembered = readLoginInfo().tenant ?? brand.defaultTenant;
  return (
    <LoginFrame tenant={null}>
      <LoginHeading title={t('login.askTenantTitle')}>{t('login.askTenantHint')}</LoginHeading>
      <Form
        layout="vertical"
        size="large"
        requiredMark={false}
        initialValues={{ tenant: remembered }}
        onFinish={({ tenant }: { tenant: string }) => navigate(`/${encodeURIComponent(tenant.trim())}/login`)}
      >
        <Form.Item name="tenant" label={t('login.tenant')} rules={[{ required: true, whitespace: true, message: t('login.tenantRequired') }]}>
          <Input autoFocus placeholder="demo" autoComplete="organization" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block>
          {t('login.go')}
        </Button>
      </Form>
    </LoginFrame>
  );
}
