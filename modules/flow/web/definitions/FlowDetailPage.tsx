// flowable/FlowDetail (流程定义详情, ?deployId=): one deployed version — its header (key, name,
// category, version, state, bound document types), its diagram, the other versions of its key (one
// click switches to it) and the forms of its start and user task nodes.
import { Button, Card, Descriptions, Flex, Result, Space, Spin, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import FlowViewer from '../viewer/FlowViewer';
import { usePermission } from '../../../../src/engine/PermissionContext';
import { NoRecordPrompt } from '../../../../src/templates/shared/NoRecordPrompt';
import { useOpenPage } from '../../../../src/templates/shared/useOpenPage';
import type { FlowDefinitionView } from '../../contracts';
import { designPath } from './api';
import { NodeFormsCard } from './NodeFormsCard';
import { BindingTags, StateTag } from './StateTag';
import { useChoices } from './useChoices';
import { useDefinitionActions } from './useDefinitionActions';
import { useDefinitionDetail } from './useDefinitionDetail';

const DATETIME = 'YYYY-MM-DD HH:mm:ss';
const NO_NODES: never[] = [];

export default function FlowDetailPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const deployId = search.get('deployId')?.trim() || null;
  const { state, reload } = useDefinitionDetail(deployId);
  const choices = useChoices();
  const has = usePermission();
  const open = useOpenPage();
  const actions = useDefinitionActions(reload);

  // no version in the address: the definitions to choose one from
  if (!deployId) return <NoRecordPrompt />;
  if (state.status === 'loading') {
    return (
      <Flex align="center" justify="center" style={{ minHeight: 320 }} data-testid="flow-detail-loading">
        <Spin />
      </Flex>
    );
  }
  if (state.status === 'error') {
    return (
      <div data-testid="flow-detail-error">
        <Result status="error" title={t('flowDefs.loadFailed')} subTitle={state.error} extra={<Button onClick={reload}>{t('flowDefs.retry')}</Button>} />
      </div>
    );
  }

  const { current: d, versions, xml, outline } = state;
  const switchTo = (v: FlowDefinitionView) => setSearch({ deployId: v.deployId });
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="flow-detail-page">
      <Card
        variant="borderless"
        title={`${d.name} ${t('flowDefs.versionText', { version: d.version })}`}
        extra={
          <Space>
            {has('flowable.flowList.design') ? <Button onClick={() => open(designPath(d.deployId))}>{t('flowDefs.design')}</Button> : null}
            {has('flowable.flowList.updateState') ? <Button onClick={() => actions.toggleState(d)}>{t(d.suspended ? 'flowDefs.activate' : 'flowDefs.suspend')}</Button> : null}
          </Space>
        }
      >
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} data-testid="flow-detail-header">
          <Descriptions.Item label={t('flowDefs.key')}>{d.key}</Descriptions.Item>
          <Descriptions.Item label={t('flowDefs.name')}>{d.name}</Descriptions.Item>
          <Descriptions.Item label={t('flowDefs.category')}>{choices.categoryName(d.category)}</Descriptions.Item>
          <Descriptions.Item label={t('flowDefs.version')}>{t('flowDefs.versionText', { version: d.version })}</Descriptions.Item>
          <Descriptions.Item label={t('flowDefs.state')}>
            <StateTag suspended={d.suspended} />
          </Descriptions.Item>
          <Descriptions.Item label={t('flowDefs.bindings')}>
            <BindingTags entityCodes={d.entityCodes} name={choices.receiptName} />
          </Descriptions.Item>
          <Descriptions.Item label={t('flowDefs.deployTime')}>{dayjs(d.deployTime).format(DATETIME)}</Descriptions.Item>
          <Descriptions.Item label={t('flowDefs.deployedBy')}>{d.deployedBy ?? ''}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card variant="borderless" size="small" title={t('flowDefs.diagram')} data-testid="flow-detail-diagram">
        <FlowViewer xml={xml} nodes={NO_NODES} />
      </Card>
      <Card variant="borderless" size="small" title={t('flowDefs.versions')} data-testid="flow-detail-versions">
        <Table<FlowDefinitionView>
          rowKey="deployId"
          size="small"
          pagination={false}
          dataSource={versions}
          onRow={(v) => ({ onDoubleClick: () => switchTo(v) })}
          columns={[
            {
              title: t('flowDefs.version'),
              dataIndex: 'version',
              width: 120,
              render: (n: number, v) => (
                <Space size={4}>
                  {t('flowDefs.versionText', { version: n })}
                  {v.deployId === d.deployId ? <Tag color="processing">{t('flowDefs.current')}</Tag> : null}
                </Space>
              ),
            },
            { title: t('flowDefs.name'), dataIndex: 'name' },
            { title: t('flowDefs.state'), dataIndex: 'suspended', width: 90, render: (s: boolean) => <StateTag suspended={s} /> },
            { title: t('flowDefs.deployTime'), dataIndex: 'deployTime', width: 180, render: (v: string) => dayjs(v).format(DATETIME) },
            { title: t('flowDefs.deployedBy'), dataIndex: 'deployedBy', width: 120 },
            {
              title: t('flowDefs.actions'),
              key: 'open',
              width: 90,
              render: (_, v) =>
                v.deployId === d.deployId ? null : (
                  <Button type="link" size="small" onClick={() => switchTo(v)}>
                    {t('flowDefs.open')}
                  </Button>
                ),
            },
          ]}
        />
      </Card>
      <NodeFormsCard key={d.deployId} deployId={d.deployId} outline={outline} editable={has('flowable.flowList.update')} />
    </Space>
  );
}
