// identity/Field (标识字段): the fields each rule type's string and number segments draw on, read
// only (a fixed catalogue: the records codes are made for belong to other modules, which give the
// values when they generate). One call answers every type; the type filter is local.
import { Alert, Card, Segmented, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isCancelled } from '../../../src/api/errors';
import { currentLanguage } from '../../../src/i18n';
import { optionLabel, RULE_TYPES } from '../coding/types';
import type { IdentityFieldRow } from '../contracts';
import { IdentityRuleApi, quiet } from './api';

const ALL = '';

export default function FieldPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [rows, setRows] = useState<IdentityFieldRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [type, setType] = useState<string>(ALL);

  useEffect(() => {
    let live = true;
    IdentityRuleApi.getFieldList([], quiet).then(
      (r) => live && setRows(r),
      (e: unknown) => live && !isCancelled(e) && setError(errorMessage(e, t('identity.fields.loadFailed'))),
    );
    return () => {
      live = false;
    };
  }, [t]);

  const shown = useMemo(() => (rows ?? []).filter((r) => type === ALL || r.type === type), [rows, type]);
  const columns: TableColumnsType<IdentityFieldRow> = [
    { title: t('identity.fields.type'), dataIndex: 'type', width: 120, render: (v: string) => optionLabel(RULE_TYPES, v, language) },
    { title: t('identity.fields.code'), dataIndex: 'code', width: 180, render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
    { title: t('identity.fields.name'), dataIndex: language === 'en_US' ? 'nameEn' : 'name', width: 200 },
    { title: t('identity.fields.sample'), dataIndex: 'sample' },
  ];

  return (
    <Card variant="borderless" data-testid="identity-fields">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('identity.fields.hint')}</Typography.Text>
        <Segmented
          aria-label={t('identity.fields.type')}
          value={type}
          onChange={(v) => setType(String(v))}
          options={[{ value: ALL, label: t('identity.fields.allTypes') }, ...RULE_TYPES.map((o) => ({ value: o.value, label: language === 'en_US' ? o.labelEn : o.label }))]}
        />
        {error ? <Alert type="error" showIcon message={error} /> : null}
        <Table<IdentityFieldRow> size="small" rowKey={(r) => `${r.type}.${r.code}`} columns={columns} dataSource={shown} loading={!rows && !error} pagination={false} />
      </Space>
    </Card>
  );
}
