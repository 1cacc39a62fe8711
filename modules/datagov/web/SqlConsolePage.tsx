// meta/SqlConsole (SQL控制台): one read-only query on a source the caller's role may use, run by
// the server within its time and row limits; masked columns come masked and are marked; the result
// exports as .xlsx or CSV (the same run again, judged the same way). Ctrl+Enter runs.
import { Alert, App, Button, Card, Empty, Input, InputNumber, Select, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleAnswer } from '../contracts';
import { errorMessage } from '../../../src/api/errors';
import { usePermission } from '../../../src/engine/PermissionContext';
import { exportConsole, SqlApi, sourceOptions } from './api';

const show = (v: unknown) => (v === null || v === undefined ? <Typography.Text type="secondary">NULL</Typography.Text> : typeof v === 'object' ? JSON.stringify(v) : String(v));

export default function SqlConsolePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = usePermission();
  const [sources, setSources] = useState<Array<{ value: number; label: string }>>([]);
  const [sourceId, setSourceId] = useState<number | undefined>();
  const [text, setText] = useState('');
  const [limit, setLimit] = useState(500);
  const [answer, setAnswer] = useState<ConsoleAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [exporting, setExporting] = useState<string | null>(null);

  useEffect(() => {
    sourceOptions().then((o) => {
      setSources(o);
      setSourceId((v) => v ?? o[0]?.value);
    }, () => setSources([]));
  }, []);

  const run = async () => {
    if (!sourceId || !text.trim()) return;
    setRunning(true);
    setError(null);
    try {
      setAnswer(await SqlApi.run([{ sourceId, sql: text, limit }], { ignoreError: true }));
    } catch (e) {
      setAnswer(null);
      setError(errorMessage(e, t('datagov.failed')));
    } finally {
      setRunning(false);
    }
  };

  const download = async (format: 'xlsx' | 'csv') => {
    if (!sourceId) return;
    setExporting(format);
    try {
      await exportConsole({ sourceId, sql: text, limit }, format);
    } catch (e) {
      void message.error(errorMessage(e, t('datagov.failed')));
    } finally {
      setExporting(null);
    }
  };

  const columns = useMemo(
    () =>
      (answer?.columns ?? []).map((c, i) => ({
        key: String(i),
        title: c.masked ? (
          <Space size={4}>
            {c.name}
            <Tag color="orange">{t('datagov.masked')}</Tag>
          </Space>
        ) : (
          c.name
        ),
        render: (_: unknown, row: unknown[]) => show(row[i]),
        ellipsis: true,
      })),
    [answer, t],
  );

  return (
    <Card variant="borderless">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Select style={{ width: 280 }} placeholder={t('datagov.pickSource')} options={sources} value={sourceId} onChange={setSourceId} data-testid="dg-console-source" />
          <span>{t('datagov.limit')}</span>
          <InputNumber min={1} max={5000} value={limit} onChange={(v) => setLimit(v ?? 500)} />
          <Button type="primary" loading={running} disabled={!sourceId || !text.trim()} onClick={run} data-testid="dg-console-run">
            {t('datagov.run')}
          </Button>
          {can('meta.sqlConsole.export') ? (
            <>
              <Button loading={exporting === 'xlsx'} disabled={!answer} onClick={() => download('xlsx')} data-testid="dg-console-xlsx">
                {t('datagov.exportXlsx')}
              </Button>
              <Button loading={exporting === 'csv'} disabled={!answer} onClick={() => download('csv')} data-testid="dg-console-csv">
                {t('datagov.exportCsv')}
              </Button>
            </>
          ) : null}
        </Space>
        <Input.TextArea
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              void run();
            }
          }}
          rows={8}
          spellCheck={false}
          placeholder={t('datagov.runHint')}
          style={{ fontFamily: 'monospace' }}
          data-testid="dg-console-sql"
        />
        {error ? <Alert type="error" showIcon message={error} data-testid="dg-console-error" /> : null}
        {answer?.truncated ? <Alert type="warning" showIcon message={t('datagov.truncated', { limit })} /> : null}
        {answer ? (
          <>
            <Typography.Text type="secondary" data-testid="dg-console-took">
              {t('datagov.took', { rows: answer.rows.length, ms: answer.ms })}
            </Typography.Text>
            <Table<unknown[]>
              size="small"
              data-testid="dg-console-result"
              rowKey={(_, i) => String(i)}
              columns={columns}
              dataSource={answer.rows}
              scroll={{ x: 'max-content' }}
              pagination={{ pageSize: 50, showSizeChanger: false }}
            />
          </>
        ) : !error ? (
          <Empty description={t('datagov.noResult')} />
        ) : null}
      </Space>
    </Card>
  );
}
