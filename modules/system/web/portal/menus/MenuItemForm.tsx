// The selected item's form: names, code, url, icon, remark and (pages) template parameters.
// The product's items are shown read-only; an unsaved item shows its literal id `tmpId`.
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import SaveOutlined from '@ant-design/icons/SaveOutlined';
import { Alert, App, Button, Descriptions, Empty, Form, Input, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TMP_ID } from '../../../../../schemas/rpc/portal-menu';
import { IconPicker } from './IconPicker';
import { draftProblems, hasIcon, hasParams, hasUrl } from './menuDraft';
import type { MenuDraft } from './menuTree';
import { ParamsEditor } from './ParamsEditor';
import type { MenuDesign } from './useMenuDesign';

export interface MenuPermissions {
  create: boolean;
  update: boolean;
  delete: boolean;
}

export function MenuItemForm({ design, can }: { design: MenuDesign; can: MenuPermissions }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { draft, selectedItem, selectedTmp } = design;
  const type = selectedTmp?.type ?? selectedItem?.type ?? 1;
  const problems = useMemo(() => (draft ? draftProblems(draft, type) : {}), [draft, type]);

  if (!draft || (!selectedItem && !selectedTmp)) return <Empty description={t('menus.pickItem')} data-testid="menu-form-empty" />;

  const own = !!selectedTmp || !!selectedItem?.own;
  const editable = own && (selectedTmp ? can.create : can.update);
  const dirty = design.dirty.has(design.selectedKey!);
  const invalid = Object.keys(problems).length > 0;
  const set = (patch: Partial<MenuDraft>) => design.change({ ...draft, ...patch });
  const help = (field: keyof MenuDraft) => (problems[field] && field !== 'params' ? t(`menus.problem.${problems[field]}`) : undefined);
  const status = (field: keyof MenuDraft) => (problems[field] ? ('error' as const) : undefined);

  const confirmDelete = () =>
    modal.confirm({
      title: t('templates.confirmTitle'),
      content: t('menus.deleteConfirm', { name: draft.name }),
      okText: t('common.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => design.remove(),
    });

  return (
    <div data-testid="menu-form">
      <Descriptions size="small" column={2} style={{ marginBottom: 12 }}>
        <Descriptions.Item label={t('menus.id')}>
          <Typography.Text code data-testid="menu-item-id">
            {selectedTmp ? TMP_ID : selectedItem!.id}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('menus.type')}>{t(`menus.types.${type}`)}</Descriptions.Item>
      </Descriptions>
      {!own ? <Alert type="info" showIcon message={t('menus.productReadOnly')} style={{ marginBottom: 12 }} /> : null}
      <Form layout="vertical" disabled={!editable}>
        <div style={{ display: 'flex', gap: 12 }}>
          <Form.Item label={t('menus.name')} required validateStatus={status('name')} help={help('name')} style={{ flex: 1 }}>
            <Input value={draft.name} onChange={(e) => set({ name: e.target.value })} maxLength={128} data-testid="menu-name" />
          </Form.Item>
          <Form.Item label={t('menus.nameEn')} validateStatus={status('nameEn')} help={help('nameEn')} style={{ flex: 1 }}>
            <Input value={draft.nameEn} onChange={(e) => set({ nameEn: e.target.value })} maxLength={128} data-testid="menu-name-en" />
          </Form.Item>
        </div>
        <Form.Item label={t('menus.code')} required validateStatus={status('code')} help={help('code')}>
          <Input value={draft.code} onChange={(e) => set({ code: e.target.value })} maxLength={128} data-testid="menu-code" />
        </Form.Item>
        {hasUrl(type) ? (
          <Form.Item label={t('menus.url')} required={type === 2} validateStatus={status('url')} help={help('url')}>
            <Input value={draft.url} onChange={(e) => set({ url: e.target.value })} maxLength={512} placeholder="module/Page" data-testid="menu-url" />
          </Form.Item>
        ) : null}
        {hasIcon(type) ? (
          <Form.Item label={t('menus.icon')} validateStatus={status('icon')} help={help('icon')}>
            <IconPicker value={draft.icon} onChange={(icon) => set({ icon })} disabled={!editable} />
          </Form.Item>
        ) : null}
        <Form.Item label={t('menus.remark')} validateStatus={status('remark')} help={help('remark')}>
          <Input.TextArea value={draft.remark} onChange={(e) => set({ remark: e.target.value })} autoSize={{ minRows: 1, maxRows: 4 }} maxLength={1024} />
        </Form.Item>
        {hasParams(type) ? (
          <Form.Item label={t('menus.params')} extra={t('menus.paramsHint')}>
            <ParamsEditor value={draft.params} onChange={(params) => set({ params })} disabled={!editable} />
          </Form.Item>
        ) : null}
      </Form>
      <Space>
        <Button type="primary" onClick={() => void design.save()} icon={<SaveOutlined />} loading={design.busy} disabled={!editable || !dirty || invalid} data-testid="menu-save">
          {t('templates.save')}
        </Button>
        {selectedItem && dirty ? <Button onClick={design.revert}>{t('menus.revert')}</Button> : null}
        <Button danger icon={<DeleteOutlined />} disabled={!own || design.busy || (!selectedTmp && !can.delete)} onClick={confirmDelete} data-testid="menu-delete">
          {t('templates.delete')}
        </Button>
      </Space>
    </div>
  );
}
