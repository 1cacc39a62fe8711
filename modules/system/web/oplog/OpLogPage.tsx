// system/Log (操作日志): the tenant's recorded calls, filtered, newest first, a detail drawer and 导出.
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Descriptions, Drawer, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OpLogQuery, OpLogView } from '../../contracts/oplog';
import { ServiceListPage } from '../../../../src/templates/service-list/ServiceListPage';
import { defineServiceList } from '../../../../src/templates/service-list/types';
import { exportOpLog, formatTime, OpLogApi, prettyArgs } from './api';

type Filters = Omit<OpLogQuery, 'page' | 'pageSize'>;

const ResultTag = ({ entry }: { entry: OpLogView }) => {
  const { t } = useTranslation();
  return entry.ok ? <Tag color="green">{t('oplog.ok')}</Tag> : <Tag color="red">{`${t('oplog.failed')} ${entry.code}`}</Tag>;
};

const target = (e: OpLogView) => [e.entityCode, e.recordId].filter(Boolean).join(' #');

function OpLogDrawer({ shown, onClose }: { shown: OpLogView; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer open width={640} title={t('oplog.detail')} onClose={onClose} destroyOnHidden>
      <div data-testid="oplog-detail">
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('oplog.time')}>{formatTime(shown.createDt)}</Descriptions.Item>
          <Descriptions.Item label={t('oplog.user')}>{`${shown.userName ?? ''} (${shown.userCode ?? ''})`}</Descriptions.Item>
          <Descriptions.Item label={t('oplog.role')}>{shown.roleName}</Descriptions.Item>
          <Descriptions.Item label={t('oplog.call')}>{`${shown.service}/${shown.method}`}</Descriptions.Item>
          <Descriptions.Item label={t('oplog.page')}>{shown.pageUrl}</Descriptions.Item>
          <Descriptions.Item label={t('oplog.target')}>{target(shown)}</Descriptions.Item>
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
    </Drawer>
  );
}

export const opLogList = defineServiceList<OpLogView, Filters>({
  testId: 'oplog',
  load: (q) => OpLogApi.summaryPage([q], { ignoreError: true }),
  filters: [
    { name: 'user', label: 'oplog.user', kind: 'text', placeholder: 'oplog.userHint' },
    { name: 'call', label: 'oplog.call', kind: 'text', placeholder: 'oplog.callHint', width: 220 },
    {
      name: 'ok',
      label: 'oplog.result',
      kind: 'select',
      width: 100,
      options: [
        { value: true, label: 'oplog.ok' },
        { value: false, label: 'oplog.failed' },
      ],
    },
    { name: 'range', label: 'oplog.range', kind: 'dateRange', from: 'from', to: 'to' },
  ],
  columns: [
    { title: 'oplog.time', field: 'createDt', width: 170, render: 'time' },
    { title: 'oplog.user', key: 'user', width: 150, render: (e) => (e.userName ? `${e.userName} (${e.userCode})` : e.userCode) },
    { title: 'oplog.role', field: 'roleName', width: 120 },
    { title: 'oplog.call', key: 'call', width: 260, render: (e) => <Typography.Text code>{`${e.service}/${e.method}`}</Typography.Text> },
    { title: 'oplog.target', key: 'target', width: 160, render: target },
    { title: 'oplog.result', key: 'result', width: 110, render: (e) => <ResultTag entry={e} /> },
    { title: 'oplog.message', field: 'msg', ellipsis: true },
    { title: 'oplog.duration', field: 'durationMs', width: 90, align: 'right' },
    { title: 'oplog.ip', field: 'ip', width: 130 },
  ],
  toolbar: [{ label: 'oplog.export', fn: 'system.log.export', icon: <DownloadOutlined />, run: (filters, t) => exportOpLog(filters, t('oplog.title')) }],
  rowActions: [{ label: 'oplog.view', modal: (e, p) => <OpLogDrawer shown={e} onClose={p.onClose} />, testId: (e) => `oplog-view-${e.id}` }],
  actionsWidth: 80,
  table: { scroll: { x: 1300 }, actionsFixed: true },
  totalText: 'oplog.total',
  // the one action that can fail is the export
  failedText: 'oplog.exportFailed',
});

export default function OpLogPage() {
  return <ServiceListPage def={opLogList} />;
}
