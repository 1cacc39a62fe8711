import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Alert, App, Button, Card, DatePicker, Descriptions, Drawer, Form, Input, Select, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpLogQuery, OpLogView } from '../../contracts/oplog';
import { errorMessage } from '../../../../src/api/errors';
import { usePermission } from '../../../../src/engine/PermissionContext';
import { compact, usePaged } from '../../../../src/templates/shared/usePaged';
import { exportOpLog, formatTime, OpLogApi, prettyArgs } from './api';

type Filters = Omit<OpLogQuery, 'page' | 'pageSize'>;
interface FormValues {
  user?: string;
  call?: string;
  ok?: 'true' | 'false';
  range?: [Dayjs | null, Dayjs | null] | null;
}

function toFilters(v: FormValues): Filters {
  const [from, to] = v.range ?? [null, null];
  return compact({
    user: v.user?.trim(),
    call: v.call?.trim(),
    ok: v.ok === undefined ? undefined : v.ok === 'true',
    from: from?.format('YYYY-MM-DD'),
    to: to?.format('YYYY-MM-DD'),
  });
}

const ResultTag = ({ entry }: { entry: OpLogView }) => {
  const { t } = useTranslation();
  return entry.ok ? <Tag color="green">{t('oplog.ok')}</Tag> : <Tag color="red">{`${t('oplog.failed')} ${entry.code}`}</Tag>;
};

/** system/Log (操作日志): the tenant's recorded calls, filtered, newest first, a detail drawer and 导出. */
export default function OpLogPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = usePermission();
  const list = usePaged<OpLogView, Filters>((q) => OpLogApi.summaryPage([q], { ignoreError: true }), {});
  const [form] = Form.useForm<FormValues>();
  const [exporting, setExporting] = useState(false);
  const [shown, setShown] = useState<OpLogView | null>(null);

  const doExport = async () => {
    setExporting(true);
    try {
      await exportOpLog(list.filters, t('oplog.title'));
    } catch (e) {
      void message.error(errorMessage(e, t('oplog.exportFailed')));
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumnsType<OpLogView> = [
    { title: t('oplog.time'), dataIndex: 'createDt', width: 170, render: formatTime },
    { title: t('oplog.user'), key: 'user', width: 150, render: (_, e) => (e.userName ? `${e.userName} (${e.userCode})` : e.userCode) },
    { title: t('oplog.role'), dataIndex: 'roleName', width: 120 },
    { title: t('oplog.call'), key: 'call', width: 260, render: (_, e) => <Typography.Text code>{`${e.service}/${e.method}`}</Typography.Text> },
    { title: t('oplog.target'), key: 'target', width: 160, render: (_, e) => [e.entityCode, e.recordId].filter(Boolean).join(' #') },
    { title: t('oplog.result'), key: 'result', width: 110, render: (_, e) => <ResultTag entry={e} /> },
    { title: t('oplog.message'), dataIndex: 'msg', ellipsis: true },
    { title: t('oplog.duration'), dataIndex: 'durationMs', width: 90, align: 'right' },
    { title: t('oplog.ip'), dataIndex: 'ip', width: 130 },
    {
      title: t('oplog.actions'),
      key: 'actions',
      width: 80,
      fixed: 'right',
      render: (_, e) => (
        <Button type="link" size="small" onClick={() => setShown(e)} data-testid={`oplog-view-${e.id}`}>
          {t('oplog.view')}
        </Button>
      ),
    },
  ];

  return (
    <Card variant="borderless" data-testid="oplog-page">
      <Form form={form} name="opLogFilter" layout="inline" onFinish={(v) => list.search(toFilters(v))} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="user" label={t('oplog.user')}>
          <Input allowClear style={{ width: 140 }} placeholder={t('oplog.userHint')} />
        </Form.Item>
        <Form.Item name="call" label={t('oplog.call')}>
          <Input allowClear style={{ width: 220 }} placeholder="datax.MetaDynamic/saveValue" />
        </Form.Item>
        <Form.Item name="ok" label={t('oplog.result')}>
          <Select allowClear style={{ width: 100 }} options={[{ value: 'true', label: t('oplog.ok') }, { value: 'false', label: t('oplog.failed') }]} />
        </Form.Item>
        <Form.Item name="range" label={t('oplog.range')}>
          <DatePicker.RangePicker allowEmpty={[true, true]} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('oplog.search')}
          </Button>
          <Button onClick={() => (form.resetFields(), list.search({}))}>{t('oplog.reset')}</Button>
          {can('system.log.export') ? (
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={doExport} data-testid="oplog-export">
              {t('oplog.export')}
            </Button>
          ) : null}
        </Space>
      </Form>
      {list.error ? <Alert type="error" showIcon message={list.error} style={{ marginBottom: 12 }} /> : null}
      <Table<OpLogView>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        scroll={{ x: 1300 }}
        data-testid="oplog-table"
        pagination={{ current: list.page, pageSize: list.pageSize, total: list.total, showSizeChanger: true, showTotal: (total) => t('oplog.total', { total }), onChange: list.setPage }}
      />
      <Drawer open={!!shown} width={640} title={t('oplog.detail')} onClose={() => setShown(null)} destroyOnHidden>
        {shown ? (
          <div data-testid="oplog-detail">
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={t('oplog.time')}>{formatTime(shown.createDt)}</Descriptions.Item>
              <Descriptions.Item label={t('oplog.user')}>{`${shown.userName ?? ''} (${shown.userCode ?? ''})`}</Descriptions.Item>
              <Descriptions.Item label={t('oplog.role')}>{shown.roleName}</Descriptions.Item>
              <Descriptions.Item label={t('oplog.call')}>{`${shown.service}/${shown.method}`}</Descriptions.Item>
              <Descriptions.Item label={t('oplog.page')}>{shown.pageUrl}</Descriptions.Item>
              <Descriptions.Item label={t('oplog.target')}>{[shown.entityCode, shown.recordId].filter(Boolean).join(' #')}</Descriptions.Item>
              <Descriptions.Item label={t('oplog.result')}>
                <ResultTag entry={shown} /> {shown.msg}
              </Descriptions.Item>
              <Descriptions.Item label={t('oplog.duration')}>{shown.durationMs}</Descriptions.Item>
              <Descriptions.Item label={t('oplog.ip')}>{shown.ip}</Descriptions.Item>
            </Descriptions>
            <Typography.Title level={5} style={{ marginTop: 16 }}>
              {t('oplog.args')}
            </Typography.Title>
            <pre data-testid="oplog-args" style={{ background: '#f6f8fa', padding: 12, borderRadius: 6, maxHeight: 360, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {prettyArgs(shown.args)}
            </pre>
          </div>
        ) : null}
      </Drawer>
    </Card>
  );
}
