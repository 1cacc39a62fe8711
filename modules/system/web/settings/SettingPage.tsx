import { Alert, App, Button, Card, Col, Descriptions, Form, Input, Row, Select, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MySettings, ProfileInput } from '../../contracts/settings';
import { errorMessage } from '../../../../src/api/errors';
import { sessionStore } from '../../../../src/app/session/sessionStore';
import { setLanguage } from '../../../../src/i18n';
import { LANGUAGE_CHOICES, SettingApi } from './api';
import { PasswordCard } from './PasswordCard';

type Values = Omit<ProfileInput, 'userId'>;

/**
 * system/Setting (个人设置): the signed-in user's own name, phone and e-mail (of its person), language
 * and default role, and its password. The server acts on the caller alone (system.Setting).
 */
export default function SettingPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [me, setMe] = useState<MySettings | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const show = (s: MySettings) => {
    setMe(s);
    form.setFieldsValue({ name: s.user.name, phone: s.person?.phone ?? '', email: s.person?.email ?? '', language: s.user.language as Values['language'], defaultRoleId: s.user.defaultRoleId ?? undefined });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once when the page opens; `show` only writes state
  useEffect(() => {
    SettingApi.mine([], { ignoreError: true }).then(show, (e: unknown) => setError(errorMessage(e, t('settings.failed'))));
  }, []);

  const submit = async (v: Values) => {
    if (!me) return;
    setSaving(true);
    try {
      const profile: ProfileInput = { userId: me.user.id, name: v.name, language: v.language, defaultRoleId: v.defaultRoleId };
      if (me.person) Object.assign(profile, { phone: v.phone ?? '', email: v.email ?? '' });
      const saved = await SettingApi.saveProfile([profile], { ignoreError: true });
      show(saved);
      const session = sessionStore.get();
      if (session) sessionStore.update({ user: { ...session.user, name: saved.user.name } });
      if (saved.user.language !== me.user.language) await setLanguage(saved.user.language as (typeof LANGUAGE_CHOICES)[number]);
      void message.success(t('settings.saved'));
    } catch (e) {
      void message.error(errorMessage(e, t('settings.failed')));
    } finally {
      setSaving(false);
    }
  };

  if (error) return <Alert type="error" showIcon message={error} />;
  if (!me) return <Spin />;
  return (
    <Row gutter={[16, 16]} data-testid="settings-page">
      <Col xs={24} lg={14}>
        <Card title={t('settings.profile')} size="small">
          <Descriptions column={2} size="small" style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('settings.account')}>{me.user.code}</Descriptions.Item>
            <Descriptions.Item label={t('settings.organ')}>{me.user.organName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('settings.person')}>{me.person ? `${me.person.name} (${me.person.code})` : t('settings.noPerson')}</Descriptions.Item>
            <Descriptions.Item label={t('settings.department')}>{me.person?.departmentName ?? '-'}</Descriptions.Item>
          </Descriptions>
          <Form form={form} layout="vertical" name="profile" onFinish={submit} style={{ maxWidth: 480 }}>
            <Form.Item name="name" label={t('settings.name')} rules={[{ required: true, whitespace: true, message: t('settings.required') }, { max: 128 }]}>
              <Input maxLength={128} />
            </Form.Item>
            <Form.Item name="phone" label={t('settings.phone')} extra={me.person ? undefined : t('settings.noPersonHint')} rules={[{ pattern: /^[0-9+\-() ]*$/, message: t('settings.badPhone') }]}>
              <Input maxLength={32} disabled={!me.person} />
            </Form.Item>
            <Form.Item name="email" label={t('settings.email')} rules={[{ type: 'email', message: t('settings.badEmail') }]}>
              <Input maxLength={128} disabled={!me.person} />
            </Form.Item>
            <Form.Item name="language" label={t('settings.language')}>
              <Select options={LANGUAGE_CHOICES.map((l) => ({ value: l, label: t(`common.${l}`) }))} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="defaultRoleId" label={t('settings.defaultRole')} extra={t('settings.defaultRoleHint')}>
              <Select options={me.roles.map((r) => ({ value: r.id, label: r.name }))} style={{ width: 200 }} />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={saving} data-testid="settings-save">
                {t('settings.save')}
              </Button>
              <Button onClick={() => show(me)}>{t('settings.reset')}</Button>
            </Space>
          </Form>
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <PasswordCard userId={me.user.id} />
      </Col>
    </Row>
  );
}
