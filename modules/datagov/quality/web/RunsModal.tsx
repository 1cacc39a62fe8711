// A rule's runs, newest first (运行记录), and the tag a run shows in lists: passed or not, with its
// pass rate, or the error that kept the check from running.
import { Modal, Table, Tag, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuleView, RunView } from '../contracts';
import type { ModalProps } from '../../../../src/templates/service-list/types';
import { QualityApi } from './api';

export function RunTag({ run }: { run: RunView }) {
  const { t } = useTranslation();
  const text = `${t(run.passed ? 'datagov.quality.passed' : 'datagov.quality.notPassed')}${run.passRate !== null ? ` ${run.passRate}%` : ''}`;
  const tag = <Tag color={run.passed ? 'green' : 'red'} data-testid={`dq-run-result-${run.ruleId}`}>{text}</Tag>;
  return run.error ? <Tooltip title={run.error}>{tag}</Tooltip> : tag;
}

const PAGE = 20;

export function RunsModal({ rule, open, onClose }: { rule: RuleView } & ModalProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ total: number; itemList: RunView[] } | null>(null);
  useEffect(() => {
    if (!open) return;
    setData(null);
    QualityApi.runPage([{ ruleId: rule.id, page, pageSize: PAGE }], { ignoreError: true }).then(setData, () => setData({ total: 0, itemList: [] }));
  }, [open, rule.id, page]);
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={900} title={`${t('datagov.quality.runs')} · ${rule.code} ${rule.name}`} destroyOnHidden>
      <Table<RunView>
        size="small"
        rowKey="id"
        loading={!data}
        dataSource={data?.itemList ?? []}
        pagination={{ current: page, pageSize: PAGE, total: data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: t('datagov.quality.startedAt'), dataIndex: 'startedAt', width: 170, render: (v: string) => new Date(v).toLocaleString() },
          { title: t('datagov.quality.trigger'), dataIndex: 'trigger', width: 80, render: (v: string) => t(`datagov.quality.triggers.${v}`) },
          { title: t('datagov.quality.rowsChecked'), dataIndex: 'rowsChecked', width: 100, align: 'right', render: (v: number | null) => v ?? '-' },
          { title: t('datagov.quality.failedRows'), dataIndex: 'failedRows', width: 100, align: 'right', render: (v: number | null) => v ?? '-' },
          { title: t('datagov.quality.passRate'), key: 'result', width: 130, render: (_, r) => <RunTag run={r} /> },
          { title: t('datagov.quality.duration'), dataIndex: 'durationMs', width: 90, align: 'right' },
          { title: t('datagov.quality.detail'), key: 'detail', ellipsis: true, render: (_, r) => r.error ?? (r.detail ? new Date(r.detail).toLocaleString() : '') },
        ]}
      />
    </Modal>
  );
}
