// 项目单据与预算 on 项目详情 (a form group of the project's page): the budget field, then what the
// project has cost and brought against it — ordered, delivered, purchased, costs, what remains of
// the budget — and the documents carrying the project by group (订单, 发货, 成本), the latest of
// each kind, as the user's own lists would show them (project.Project/documents: its role's data
// scope; a kind it may not read is left out).
import { observer, useForm } from '@formily/react';
import { Alert, Card, Col, Empty, Row, Spin, Statistic, Table, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../src/api/errors';
import type { FormGroupProps } from '../../../src/engine/formGroups';
import type { DocumentGroup, ProjectDocument, ProjectDocuments as Docs, ProjectSums } from '../contracts';
import { DocsApi, quiet } from './api';
import { GroupFields } from './GroupFields';

const GROUPS: readonly DocumentGroup[] = ['orders', 'deliveries', 'costs'];
const FIGURES: ReadonlyArray<keyof ProjectSums> = ['budget', 'costs', 'remaining', 'ordered', 'delivered', 'purchased'];

export const ProjectDocuments = observer(function ProjectDocuments(_: FormGroupProps) {
  const { t } = useTranslation();
  const form = useForm();
  const projectId = Number((form.values as { id?: unknown }).id) || null;
  const [docs, setDocs] = useState<Docs | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!projectId) return;
    let live = true;
    setError(null);
    DocsApi.documents([{ projectId }], quiet).then(
      (d) => live && setDocs(d),
      (e) => live && setError(errorMessage(e, t('project.docs.loadFailed'))),
    );
    return () => {
      live = false;
    };
  }, [projectId, t]);

  const over = docs ? Number(docs.sums.remaining) < 0 : false;
  return (
    <div data-testid="project-documents" style={{ marginBottom: 16 }}>
      <Typography.Title level={5}>{t('project.docs.title')}</Typography.Title>
      <GroupFields />
      {!projectId ? (
        <Empty description={t('project.docs.saveFirst')} />
      ) : error ? (
        <Alert type="error" showIcon message={error} />
      ) : !docs ? (
        <Spin />
      ) : (
        <>
          <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
            {FIGURES.map((f) => (
              <Col key={f} xs={12} md={8} xl={4}>
                <Card size="small">
                  <Statistic title={t(`project.docs.sums.${f}`)} value={docs.sums[f]} precision={2} valueStyle={{ fontSize: 18, ...(f === 'remaining' && over ? { color: '#cf1322' } : {}) }} data-testid={`project-sum-${f}`} />
                </Card>
              </Col>
            ))}
          </Row>
          <Tabs
            items={GROUPS.map((g) => {
              const kinds = docs.kinds.filter((k) => k.group === g);
              const count = kinds.reduce((n, k) => n + k.total, 0);
              return {
                key: g,
                label: `${t(`project.docs.groups.${g}`)} (${count})`,
                children: kinds.length ? (
                  kinds.map((k) => (
                    <Table<ProjectDocument>
                      key={k.entity}
                      size="small"
                      rowKey="id"
                      pagination={false}
                      style={{ marginBottom: 12 }}
                      data-testid={`project-docs-${k.entity}`}
                      title={() => t('project.docs.kindTitle', { kind: t(`project.docs.kinds.${k.entity}`), total: k.total, shown: k.rows.length, sum: k.sum })}
                      dataSource={k.rows}
                      locale={{ emptyText: t('project.docs.none') }}
                      columns={[
                        { title: t('project.docs.code'), dataIndex: 'code', width: 170 },
                        { title: t('project.docs.date'), dataIndex: 'date', width: 110 },
                        { title: t('project.docs.party'), dataIndex: 'party' },
                        { title: t('project.docs.amount'), dataIndex: 'amount', width: 130, align: 'right', render: (v: string | null) => v ?? '—' },
                        { title: t('project.docs.status'), dataIndex: 'status', width: 90 },
                      ]}
                    />
                  ))
                ) : (
                  <Empty description={t('project.docs.noAccess')} />
                ),
              };
            })}
          />
        </>
      )}
    </div>
  );
});
