// Middle: the selected page as the role has it — which allocation (the page or one of its copies),
// 复制页面, its buttons, its fields (saved with 保存) and its row limits (行权限, LimitsPanel).
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { Alert, App, Button, Card, Segmented, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AllocatableItem, AllocNode } from '../../../../../schemas/rpc/portal-alloc';
import { MenuAllocApi } from '../../../../../src/api/services';
import { ButtonsPanel } from './ButtonsPanel';
import { CopyPageDialog } from './CopyPageDialog';
import { FieldSettingsTable } from './FieldSettingsTable';
import { LimitsPanel } from './LimitsPanel';
import type { FieldSettings } from './useFieldSettings';

export interface PageAllocationProps {
  page: AllocatableItem;
  targets: AllocNode[];
  target: AllocNode;
  onTarget: (allocId: number) => void;
  settings: FieldSettings;
  busy: boolean;
  canChange: boolean;
  change: (run: () => Promise<unknown>, done?: string) => Promise<boolean>;
}

export function PageAllocation({ page, targets, target, onTarget, settings, busy, canChange, change }: PageAllocationProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [copying, setCopying] = useState(false);
  const base = targets.find((a) => !a.copyTag) ?? target;
  // a button given or taken changes the page as the role has it (its buttons' details)
  const changeButtons = async (run: () => Promise<unknown>, done?: string) => {
    const ok = await change(run, done);
    if (ok) void settings.reloadDetail();
    return ok;
  };
  const removeCopy = () =>
    modal.confirm({
      title: t('templates.confirmTitle'),
      content: t('alloc.removeCopyConfirm', { name: target.name, url: target.url }),
      okText: t('common.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        if (await change(() => MenuAllocApi.delete([target.id], { ignoreError: true }), t('alloc.copyRemoved'))) onTarget(base.id);
      },
    });
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={12} data-testid="page-allocation">
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <div>
          <Typography.Text strong>{target.name}</Typography.Text>{' '}
          <Typography.Text type="secondary">{target.url}</Typography.Text>
        </div>
        <Space>
          {target.copyTag ? (
            <Button size="small" danger icon={<DeleteOutlined />} disabled={!canChange || busy} onClick={removeCopy}>
              {t('alloc.removeCopy')}
            </Button>
          ) : null}
          <Button size="small" icon={<CopyOutlined />} disabled={!canChange || busy} onClick={() => setCopying(true)} data-testid="copy-page">
            {t('alloc.copyPage')}
          </Button>
        </Space>
      </Space>
      {targets.length > 1 ? (
        <Segmented
          size="small"
          value={target.id}
          onChange={(v) => onTarget(Number(v))}
          options={targets.map((a) => ({ value: a.id, label: a.copyTag ? `${a.name} (${a.code}@)` : t('alloc.original') }))}
        />
      ) : null}
      <Card size="small" title={t('alloc.buttons')}>
        <ButtonsPanel page={page} target={target} detail={settings.detail} busy={busy} canChange={canChange} change={changeButtons} />
      </Card>
      <Card
        size="small"
        title={t('alloc.fields')}
        extra={
          <Space>
            <Button size="small" disabled={!settings.dirty || settings.saving} onClick={settings.reset}>
              {t('alloc.reset')}
            </Button>
            <Button size="small" type="primary" loading={settings.saving} disabled={!canChange || !settings.dirty || settings.invalid} onClick={() => void settings.save()} data-testid="save-fields">
              {t('templates.save')}
            </Button>
          </Space>
        }
      >
        {settings.error ? <Alert type="error" showIcon message={t('alloc.loadFailed')} description={settings.error} /> : null}
        {settings.loading ? <Spin style={{ display: 'block', margin: 24 }} /> : <FieldSettingsTable rows={settings.rows} onChange={settings.setRows} plates={settings.plates} disabled={!canChange || settings.saving} />}
        {settings.dirty ? (
          <Typography.Text type="warning" data-testid="fields-unsaved">
            {t('alloc.unsavedFields')}
          </Typography.Text>
        ) : null}
      </Card>
      <Card size="small" title={t('limits.title')}>
        <LimitsPanel key={target.id} allocId={target.id} canChange={canChange} />
      </Card>
      <CopyPageDialog open={copying} page={base} onClose={() => setCopying(false)} change={change} />
    </Space>
  );
}
