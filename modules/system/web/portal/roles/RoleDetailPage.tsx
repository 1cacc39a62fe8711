// system/RoleDetail (角色详情): the role form (?id= to edit, none to create) with every field of
// portal.Role — category, code, name, level, login type, merged login, home page, skin, data scope,
// description, default role, status. 保存 needs portal.role.create / update, 删除 (confirmed)
// portal.role.delete, 分配权限 portal.role.allocate.
import { Alert, App, Button, Card, Col, Form, Input, InputNumber, Row, Select, Space, Spin, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { RoleInput, RoleView } from '../../../contracts/roles';
import { errorMessage, isCancelled } from '../../../../../src/api/errors';
import { usePermission } from '../../../../../src/engine/PermissionContext';
import { useOpenPage } from '../../../../../src/templates/shared/useOpenPage';
import { DATA_SCOPES, LOGIN_TYPES, RoleApi, ROLE_FUNCTIONS } from '../api';

export interface RoleFormValues {
  code: string;
  name: string;
  nameEn?: string;
  category?: string;
  level: number;
  loginType: (typeof LOGIN_TYPES)[number];
  mergedLogin: boolean;
  homePage?: string;
  skin?: string;
  dataScope: (typeof DATA_SCOPES)[number];
  description?: string;
  defaultTag: boolean;
  enabled: boolean;
}

const EMPTY: RoleFormValues = { code: '', name: '', level: 0, loginType: 'Password', mergedLogin: false, dataScope: 'Self', defaultTag: false, enabled: true };

export function formValuesOf(r: RoleView): RoleFormValues {
  return {
    code: r.code,
    name: r.name,
    nameEn: r.nameIntl.en_US && r.nameIntl.en_US !== r.name ? r.nameIntl.en_US : undefined,
    category: r.category ?? undefined,
    level: r.level,
    loginType: r.loginType,
    mergedLogin: r.mergedLogin,
    homePage: r.homePage ?? undefined,
    skin: r.skin ?? undefined,
    dataScope: r.dataScope,
    description: r.description ?? undefined,
    defaultTag: r.defaultTag,
    enabled: r.statusDict === 0,
  };
}

/** The form's values as portal.Role/save takes them (every field sent, empty ones as null). */
export function roleInputOf(id: number | null, v: RoleFormValues): RoleInput {
  const orNull = (s: string | undefined) => (s?.trim() ? s.trim() : null);
  return {
    id,
    code: v.code.trim(),
    name: v.name.trim(),
    nameIntl: { zh_CN: v.name.trim(), en_US: v.nameEn?.trim() || v.name.trim() },
    category: orNull(v.category),
    level: v.level ?? 0,
    loginType: v.loginType,
    mergedLogin: !!v.mergedLogin,
    homePage: orNull(v.homePage),
    skin: orNull(v.skin),
    dataScope: v.dataScope,
    description: orNull(v.description),
    defaultTag: !!v.defaultTag,
    statusDict: v.enabled ? 0 : 1,
  };
}

export default function RoleDetailPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const can = usePermission();
  const open = useOpenPage();
  const [params] = useSearchParams();
  const id = /^\d+$/.test(params.get('id') ?? '') ? Number(params.get('id')) : null;
  const [form] = Form.useForm<RoleFormValues>();
  const [role, setRole] = useState<RoleView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setRole(null);
    setError(null);
    if (!id) return form.setFieldsValue(EMPTY);
    RoleApi.getOneById([id], { ignoreError: true }).then(
      (r) => {
        setRole(r);
        form.setFieldsValue(formValuesOf(r));
      },
      (e: unknown) => !isCancelled(e) && setError(errorMessage(e, t('roles.loadFailed'))),
    );
  }, [id, form, t]);

  const mayWrite = can(id ? ROLE_FUNCTIONS.update : ROLE_FUNCTIONS.create);
  const save = async (v: RoleFormValues) => {
    setSaving(true);
    try {
      const saved = await RoleApi.save([roleInputOf(id, v)], { ignoreError: true });
      void message.success(t('roles.saved'));
      if (!id) open(`system/RoleDetail?id=${saved.id}`);
      else {
        setRole(saved);
        form.setFieldsValue(formValuesOf(saved));
      }
    } catch (e) {
      void message.error(errorMessage(e, t('roles.failed')));
    } finally {
      setSaving(false);
    }
  };
  const remove = () =>
    modal.confirm({
      title: t('templates.confirmTitle'),
      content: t('roles.deleteConfirm', { name: role?.name }),
      okText: t('common.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await RoleApi.deleteById([id!], { ignoreError: true });
          void message.success(t('roles.deleted'));
          open('system/Role');
        } catch (e) {
          void message.error(errorMessage(e, t('roles.failed')));
        }
      },
    });

  if (error) return <Alert type="error" showIcon message={error} />;
  if (id && !role) return <Spin style={{ display: 'block', margin: 48 }} />;
  const opt = (list: readonly string[], prefix: string) => list.map((v) => ({ value: v, label: t(`${prefix}.${v}`) }));
  return (
    <Card variant="borderless" data-testid="role-detail-page">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {id ? t('roles.editTitle', { name: role?.name }) : t('roles.newTitle')}
        </Typography.Title>
        <Space wrap>
          <Button onClick={() => open('system/Role')}>{t('roles.back')}</Button>
          {id && can(ROLE_FUNCTIONS.allocate) ? <Button onClick={() => open(`system/RoleAllocation?roleId=${id}`)}>{t('roles.allocate')}</Button> : null}
          {id && can(ROLE_FUNCTIONS.delete) ? (
            <Button danger onClick={remove}>
              {t('roles.delete')}
            </Button>
          ) : null}
          <Button type="primary" loading={saving} disabled={!mayWrite} onClick={() => form.submit()} data-testid="save-role">
            {t('templates.save')}
          </Button>
        </Space>
      </Space>
      <Form form={form} layout="vertical" onFinish={(v) => void save(v)} disabled={!mayWrite} initialValues={EMPTY}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="code" label={t('roles.code')} rules={[{ required: true, whitespace: true, message: t('roles.required') }, { pattern: /^\S+$/, message: t('roles.noSpaces') }, { max: 128 }]}>
              <Input data-testid="role-code" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="name" label={t('roles.name')} rules={[{ required: true, whitespace: true, message: t('roles.required') }, { max: 128 }]}>
              <Input data-testid="role-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="nameEn" label={t('roles.nameEn')} rules={[{ max: 128 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="category" label={t('roles.category')} rules={[{ max: 64 }]}>
              <Input data-testid="role-category" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="level" label={t('roles.level')}>
              <InputNumber min={0} max={999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="dataScope" label={t('roles.dataScope')}>
              <Select options={opt(DATA_SCOPES, 'roles.scopes')} data-testid="role-scope" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="loginType" label={t('roles.loginType')}>
              <Select options={opt(LOGIN_TYPES, 'roles.loginTypes')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="homePage" label={t('roles.homePage')} rules={[{ max: 256 }]}>
              <Input placeholder="home" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="skin" label={t('roles.skin')} rules={[{ max: 64 }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={8} md={4}>
            <Form.Item name="mergedLogin" label={t('roles.mergedLogin')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={8} md={4}>
            <Form.Item name="defaultTag" label={t('roles.defaultTag')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={8} md={4}>
            <Form.Item name="enabled" label={t('roles.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="description" label={t('roles.description')} rules={[{ max: 1024 }]}>
              <Input.TextArea rows={3} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Card>
  );
}
