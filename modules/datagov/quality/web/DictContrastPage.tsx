// standard/DictContrast?contrast= (字典对照): the codes found in a column that follows a standard,
// each with the rows holding it, mapped to one of the standard's codes in the table (a select per
// row, keyboard-searchable); 读取源编码 reads the column's codes again from its source, 自动匹配 maps
// the codes equal to a standard code or name, 保存对照 keeps the changed rows. The coverage follows.
import { Alert, App, Button, Card, Empty, Progress, Select, Space, Table } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../../src/api/errors';
import { usePermission } from '../../../../src/engine/PermissionContext';
import type { ContrastView, DictView, MappingView } from '../contracts';
import { StandardApi } from './api';

export default function DictContrastPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = usePermission();
  const mayEdit = can('standard.dictContrast.update');
  const [params, setParams] = useSearchParams();
  const [contrasts, setContrasts] = useState<ContrastView[] | null>(null);
  const [dicts, setDicts] = useState<DictView[]>([]);
  const [rows, setRows] = useState<MappingView[] | null>(null);
  const [changed, setChanged] = useState<Map<string, string | null>>(new Map());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = Number(params.get('contrast')) || contrasts?.[0]?.id || 0;
  const current = contrasts?.find((c) => c.id === id) ?? null;

  const loadList = useCallback(() => {
    Promise.all([StandardApi.contrastPage([{ page: 1, pageSize: 200 }], { ignoreError: true }), StandardApi.dictPage([{ page: 1, pageSize: 200 }], { ignoreError: true })]).then(
      ([c, d]) => {
        setContrasts(c.itemList);
        setDicts(d.itemList);
      },
      (e) => setError(errorMessage(e, t('datagov.loadFailed'))),
    );
  }, [t]);
  useEffect(loadList, [loadList]);
  const loadRows = useCallback(() => {
    if (!id) return;
    setRows(null);
    setChanged(new Map());
    StandardApi.mappings([id], { ignoreError: true }).then(setRows, (e) => setError(errorMessage(e, t('datagov.loadFailed'))));
  }, [id, t]);
  useEffect(loadRows, [loadRows]);

  const options = useMemo(() => {
    const dict = dicts.find((d) => d.id === current?.dictId);
    return (dict?.values ?? []).map((v) => ({ value: v.code, label: `${v.code} ${v.name}` }));
  }, [dicts, current]);

  /** runs a call that answers the contrast, then reloads its rows and the list's coverage */
  const act = async (run: () => Promise<ContrastView>, said: (c: ContrastView) => string) => {
    setBusy(true);
    try {
      const c = await run();
      message.success(said(c));
      setContrasts((list) => list?.map((x) => (x.id === c.id ? c : x)) ?? null);
      loadRows();
    } catch (e) {
      message.error(errorMessage(e, t('datagov.failed')));
    } finally {
      setBusy(false);
    }
  };
  const save = () =>
    act(() => StandardApi.map([{ id, items: [...changed].map(([sourceCode, stdCode]) => ({ sourceCode, stdCode })) }], { ignoreError: true }), () => t('datagov.saved'));

  if (error) return <Alert type="error" showIcon message={error} />;
  return (
    <Card
      data-testid="dq-dict-contrast"
      title={
        <Space wrap>
          <Select
            data-testid="dq-contrast-pick"
            style={{ minWidth: 360 }}
            loading={!contrasts}
            placeholder={t('datagov.quality.pickContrast')}
            value={current?.id}
            showSearch
            optionFilterProp="label"
            options={(contrasts ?? []).map((c) => ({ value: c.id, label: `${c.dictName} ← ${c.sourceName} · ${c.table}.${c.column}` }))}
            onChange={(v) => setParams({ contrast: String(v) })}
          />
          {current && <Progress style={{ width: 160 }} percent={Number(current.coverage)} size="small" format={() => `${current.coverage}%`} />}
        </Space>
      }
      extra={
        mayEdit && current ? (
          <Space>
            <Button loading={busy} onClick={() => act(() => StandardApi.readCodes([id], { ignoreError: true }), (c) => t('datagov.quality.codesRead', { codes: c.codes }))}>{t('datagov.quality.readCodes')}</Button>
            <Button loading={busy} onClick={() => act(() => StandardApi.autoMap([id], { ignoreError: true }), (c) => t('datagov.quality.autoMapped', { coverage: c.coverage }))}>{t('datagov.quality.autoMap')}</Button>
            <Button type="primary" data-testid="dq-mapping-save" loading={busy} disabled={!changed.size} onClick={save}>{t('datagov.quality.saveMapping')}</Button>
          </Space>
        ) : null
      }
    >
      {contrasts && !contrasts.length ? (
        <Empty description={t('datagov.quality.noContrast')} />
      ) : (
        <Table<MappingView>
          size="small"
          rowKey="sourceCode"
          loading={!rows}
          dataSource={rows ?? []}
          pagination={{ pageSize: 50, showSizeChanger: false }}
          columns={[
            { title: t('datagov.quality.sourceCode'), dataIndex: 'sourceCode', width: 220 },
            { title: t('datagov.quality.rowsSeen'), dataIndex: 'rowsSeen', width: 100, align: 'right' },
            {
              title: t('datagov.quality.stdCode'),
              key: 'std',
              render: (_, r) => (
                <Select
                  data-testid={`dq-map-${r.sourceCode}`}
                  style={{ width: 260 }}
                  allowClear
                  showSearch
                  optionFilterProp="label"
                  disabled={!mayEdit}
                  placeholder={t('datagov.quality.unmapped')}
                  options={options}
                  value={(changed.has(r.sourceCode) ? changed.get(r.sourceCode) : r.stdCode) ?? undefined}
                  onChange={(v) => setChanged((m) => new Map(m).set(r.sourceCode, v ?? null))}
                />
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
