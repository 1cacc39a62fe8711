import { Alert, App, Button, Card, Checkbox, Empty, Select, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictDiff, DictDiffRow, DictRowState, DictSide } from '../contracts';
import { errorMessage } from '../../../src/api/errors';
import { usePermission } from '../../../src/engine/PermissionContext';
import { DictDiffApi } from './api';
import { TenantSelect, tenantLabel } from './TenantSelect';

const PLATFORM = '00000001';
const STATE_COLOR: Record<DictRowState, string> = { same: 'default', onlyPlatform: 'orange', onlyTenant: 'purple', differs: 'red' };
const syncable = (r: DictDiffRow) => r.state === 'onlyPlatform' || r.state === 'differs';
const sideText = (s: DictSide | null) => (s ? (s.nameEn && s.nameEn !== s.name ? `${s.name} / ${s.nameEn}` : s.name) : '');

/** tenant/dictdiff (字典差异): a tenant's dictionaries beside the platform's, and 同步 of the platform's entries. */
export default function DictDiffPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const can = usePermission();
  const [tenantId, setTenantId] = useState<string>();
  const [tenantName, setTenantName] = useState('');
  const [dicts, setDicts] = useState<DictDiff[]>([]);
  const [dictCode, setDictCode] = useState<string>();
  const [onlyDiffs, setOnlyDiffs] = useState(true);
  const [selected, setSelected] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(
    async (keep?: string) => {
      setError(null);
      setSelected([]);
      if (!tenantId) return setDicts([]);
      setLoading(true);
      try {
        const r = await DictDiffApi.compare([tenantId], { ignoreError: true });
        setDicts(r.dicts);
        const firstDiff = r.dicts.find((d) => d.onlyPlatform + d.differs + d.onlyTenant > 0) ?? r.dicts[0];
        setDictCode(keep && r.dicts.some((d) => d.dictCode === keep) ? keep : firstDiff?.dictCode);
      } catch (e) {
        setDicts([]);
        setError(errorMessage(e, t('tenantAdmin.loadFailed')));
      } finally {
        setLoading(false);
      }
    },
    [tenantId, t],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const dict = dicts.find((d) => d.dictCode === dictCode);
  const rows = useMemo(() => (dict ? dict.rows.filter((r) => !onlyDiffs || r.state !== 'same') : []), [dict, onlyDiffs]);

  const sync = (codes: string[]) =>
    dict &&
    modal.confirm({
      title: t('templates.confirmTitle'),
      content: t('tenantAdmin.dict.syncConfirm', { dict: dict.dictCode, count: codes.length, tenant: tenantName }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          const after = await DictDiffApi.sync([tenantId!, dict.dictCode, codes], { ignoreError: true });
          setDicts((all) => all.map((d) => (d.dictCode === after.dictCode ? after : d)));
          setSelected([]);
          void message.success(t('tenantAdmin.dict.synced', { count: codes.length }));
        } catch (e) {
          void message.error(errorMessage(e, t('tenantAdmin.failed')));
        }
      },
    });

  const columns: TableColumnsType<DictDiffRow> = [
    { title: t('tenantAdmin.dict.code'), dataIndex: 'code', width: 160 },
    { title: t('tenantAdmin.dict.platform'), key: 'platform', render: (_, r) => sideText(r.platform) },
    { title: t('tenantAdmin.dict.tenant'), key: 'tenant', render: (_, r) => sideText(r.tenant) },
    { title: t('tenantAdmin.dict.state'), dataIndex: 'state', width: 130, render: (s: DictRowState) => <Tag color={STATE_COLOR[s]}>{t(`tenantAdmin.dict.${s}`)}</Tag> },
  ];
  if (can('tenant.dictdiff.sync')) {
    columns.push({
      title: t('tenantAdmin.actions'),
      key: 'actions',
      width: 100,
      render: (_, r) =>
        syncable(r) ? (
          <Button type="link" size="small" onClick={() => sync([r.code])}>
            {t('tenantAdmin.dict.sync')}
          </Button>
        ) : null,
    });
  }

  return (
    <Card variant="borderless" data-testid="dict-diff-page">
      <Space wrap style={{ marginBottom: 16 }}>
        <TenantSelect
          value={tenantId}
          exclude={[PLATFORM]}
          onChange={(id, tenant) => {
            setTenantId(id);
            setTenantName(tenant ? tenantLabel(tenant) : '');
          }}
          placeholder={t('tenantAdmin.dict.pickTenant')}
          testId="dictdiff-tenant"
        />
        <Select
          showSearch
          style={{ width: 280 }}
          value={dictCode}
          onChange={(c) => {
            setDictCode(c);
            setSelected([]);
          }}
          placeholder={t('tenantAdmin.dict.dictCode')}
          options={dicts.map((d) => ({ value: d.dictCode, label: d.onlyPlatform + d.differs + d.onlyTenant ? `${d.dictCode} ⚠` : d.dictCode }))}
          data-testid="dictdiff-dict"
        />
        <Checkbox checked={onlyDiffs} onChange={(e) => setOnlyDiffs(e.target.checked)}>
          {t('tenantAdmin.dict.onlyDiffs')}
        </Checkbox>
        {can('tenant.dictdiff.sync') ? (
          <Button type="primary" disabled={!selected.length} onClick={() => sync(selected)}>
            {t('tenantAdmin.dict.syncSelected')}
          </Button>
        ) : null}
      </Space>
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      {dict ? (
        <Typography.Paragraph type="secondary" data-testid="dictdiff-summary">
          {t('tenantAdmin.dict.summary', { onlyPlatform: dict.onlyPlatform, differs: dict.differs, onlyTenant: dict.onlyTenant })}
        </Typography.Paragraph>
      ) : null}
      {tenantId && !loading && !dicts.length && !error ? <Empty description={t('tenantAdmin.dict.noDicts')} /> : null}
      <Table<DictDiffRow>
        rowKey="code"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        data-testid="dictdiff-table"
        rowSelection={can('tenant.dictdiff.sync') ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]), getCheckboxProps: (r) => ({ disabled: !syncable(r) }) } : undefined}
      />
    </Card>
  );
}
