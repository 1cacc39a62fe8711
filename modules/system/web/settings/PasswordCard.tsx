import { App, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../src/api/errors';
import { encrypted, PASSWORD_RULE, UserApi } from '../api';

interface Values {
  password: string;
  newPassword: string;
  confirm: string;
}

/** 修改密码: the current and the new password, both encrypted with the login key (portal.User/modifyPassword). */
export function PasswordCard({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const submit = async (v: Values) => {
    setSaving(true);
    try {
      await UserApi.modifyPassword([userId, await encrypted(v.password), await encrypted(v.newPassword)], { ignoreError: true });
      form.resetFields();
      void message.success(t('settings.passwordChanged'));
    } catch (e) {
      void message.error(errorMessage(e, t('settings.failed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t('settings.password')} size="small" data-testid="settings-password">
      <Form form={form} layout="vertical" name="changePassword" onFinish={submit} style={{ maxWidth: 420 }} autoComplete="off">
        <Form.Item name="password" label={t('settings.currentPassword')} rules={[{ required: true, message: t('settings.required') }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('settings.newPassword')}
          extra={t('settings.passwordHint')}
          rules={[{ required: true, message: t('settings.required') }, { pattern: PASSWORD_RULE, message: t('settings.passwordHint') }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('settings.confirmPassword')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('settings.required') },
            ({ getFieldValue }) => ({
              validator: (_, value) => (!value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(t('settings.mismatch')))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="settings-password-save">
          {t('settings.changePassword')}
        </Button>
      </Form>
    </Card>
  );
}
