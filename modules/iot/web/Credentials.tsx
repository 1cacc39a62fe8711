// The IotCredentials form group of 网关详情: whether the gateway's credentials are set (never what
// they are: the server does not send them) and a dialog to replace or remove them, through their
// own call (iot.Gateway/setCredentials), for a role holding the gateway list's 修改.
import { observer, useForm } from '@formily/react';
import { App, Button, Form, Input, Modal, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../src/api/errors';
import { usePermission } from '../../../src/engine/PermissionContext';
import type { FormGroupProps } from '../../../src/engine/formGroups';
import { GATEWAY_LIST } from '../pages';
import { GatewayApi, quiet } from './api';

const UPDATE_FN = `${GATEWAY_LIST.replace('/', '.')}.update`;

export const Credentials = observer(function Credentials(_: FormGroupProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = usePermission();
  const form = useForm();
  const values = form.values as { id?: unknown; credentials_set?: unknown };
  const gatewayId = Number(values.id) || null;
  const [set, setSet] = useState<boolean | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [input] = Form.useForm<{ username: string; password: string }>();
  const isSet = set ?? values.credentials_set === true;

  const save = async (username: string, password: string) => {
    if (!gatewayId) return;
    setBusy(true);
    try {
      const r = await GatewayApi.setCredentials([{ gatewayId, username, password }], quiet);
      setSet(r.credentialsSet);
      message.success(t(r.credentialsSet ? 'iot.credentials.saved' : 'iot.credentials.removed'));
      setOpen(false);
      input.resetFields();
    } catch (e) {
      message.error(errorMessage(e, t('iot.credentials.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space data-testid="iot-credentials" style={{ marginBottom: 12 }} wrap>
      <Typography.Text strong>{t('iot.credentials.title')}</Typography.Text>
      <Tag color={isSet ? 'green' : 'default'}>{t(isSet ? 'iot.credentials.set' : 'iot.credentials.unset')}</Tag>
      {gatewayId && can(UPDATE_FN) ? (
        <>
          <Button size="small" onClick={() => setOpen(true)}>
            {t('iot.credentials.change')}
          </Button>
          {isSet ? (
            <Popconfirm title={t('iot.credentials.removeConfirm')} onConfirm={() => void save('', '')}>
              <Button size="small" danger>
                {t('iot.credentials.remove')}
              </Button>
            </Popconfirm>
          ) : null}
        </>
      ) : null}
      <Modal open={open} title={t('iot.credentials.change')} confirmLoading={busy} onCancel={() => setOpen(false)} onOk={() => input.submit()} destroyOnHidden>
        <Form form={input} layout="vertical" onFinish={(v) => void save(v.username, v.password)}>
          <Form.Item name="username" label={t('iot.credentials.username')} rules={[{ required: true, message: t('iot.credentials.required') }]}>
            <Input autoComplete="off" maxLength={128} />
          </Form.Item>
          <Form.Item name="password" label={t('iot.credentials.password')} rules={[{ required: true, message: t('iot.credentials.required') }]}>
            <Input.Password autoComplete="new-password" maxLength={256} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
});
