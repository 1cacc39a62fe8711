// 节点表单 of a deployed version: the start form and the form of each user task node, chosen among
// the flow forms (flow.FlowableForm/listAll) and saved together (saveDeployForms). What was saved
// before comes from flow.FlowableForm/deployForms. Without flowable.flowList.update it is read-only.
import { Alert, App, Button, Card, Form, Select, Table, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../src/api/errors';
import type { FlowFormView } from '../../contracts';
import { FlowFormApi, lookup, quiet } from './api';
import type { ProcessOutline } from './processXml';

/** the form field of a node ('' is the start form) */
const START = '';
const fieldOf = (nodeKey: string) => `node_${nodeKey}`;

interface Row {
  nodeKey: string;
  label: string;
}

function useNodeForms(deployId: string) {
  const [state, setState] = useState<{ forms: FlowFormView[]; saved: Map<string, number>; error: string | null; loading: boolean }>({ forms: [], saved: new Map(), error: null, loading: true });
  const { t } = useTranslation();
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    Promise.all([FlowFormApi.listAll([], lookup), FlowFormApi.deployForms([deployId], lookup)]).then(
      ([forms, saved]) => live && setState({ forms, saved: new Map(saved.map((s) => [s.nodeKey ?? START, s.formId])), error: null, loading: false }),
      (e: unknown) => live && setState({ forms: [], saved: new Map(), error: errorMessage(e, t('flowDefs.loadFailed')), loading: false }),
    );
    return () => {
      live = false;
    };
  }, [deployId, t]);
  const remember = (nodeKeys: Array<[string, number]>) => setState((s) => ({ ...s, saved: new Map([...s.saved, ...nodeKeys]) }));
  return { ...state, remember };
}

export function NodeFormsCard({ deployId, outline, editable }: { deployId: string; outline: ProcessOutline; editable: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Record<string, number | undefined>>();
  const { forms, saved, error, loading, remember } = useNodeForms(deployId);
  const [saving, setSaving] = useState(false);
  const rows: Row[] = useMemo(() => [{ nodeKey: START, label: t('flowDefs.startForm') }, ...outline.userTasks.map((n) => ({ nodeKey: n.id, label: n.name ?? n.id }))], [outline, t]);
  const options = useMemo(() => forms.map((f) => ({ value: f.formId, label: `${f.formName} (${f.formKey})` })), [forms]);

  useEffect(() => {
    form.setFieldsValue(Object.fromEntries(rows.map((r) => [fieldOf(r.nodeKey), saved.get(r.nodeKey)])));
  }, [rows, saved, form]);

  const save = async () => {
    const values = form.getFieldsValue();
    const chosen = rows.flatMap((r) => (values[fieldOf(r.nodeKey)] ? [{ nodeKey: r.nodeKey || null, formId: values[fieldOf(r.nodeKey)]! }] : []));
    setSaving(true);
    try {
      await FlowFormApi.saveDeployForms([{ deployId, forms: chosen }], quiet);
      remember(chosen.map((c) => [c.nodeKey ?? START, c.formId]));
      void message.success(t('flowDefs.formsSaved'));
    } catch (e) {
      void message.error(errorMessage(e, t('flowDefs.failed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      size="small"
      title={t('flowDefs.nodeForms')}
      data-testid="flow-node-forms"
      extra={
        editable ? (
          <Button type="primary" size="small" loading={saving} disabled={loading || !!error} onClick={() => void save()}>
            {t('flowDefs.saveForms')}
          </Button>
        ) : null
      }
    >
      <Typography.Paragraph type="secondary">{t('flowDefs.formsHint')}</Typography.Paragraph>
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} name="flowNodeForms" component={false}>
        <Table<Row>
          rowKey="nodeKey"
          size="small"
          pagination={false}
          loading={loading}
          dataSource={rows}
          columns={[
            { title: t('flowDefs.node'), dataIndex: 'label', width: '30%' },
            { title: t('flowDefs.nodeId'), dataIndex: 'nodeKey', width: '25%', render: (k: string) => k || '—' },
            {
              title: t('flowDefs.form'),
              key: 'form',
              render: (_, r) => (
                // a saved choice cannot be cleared (saveDeployForms only sets): no clear button
                <Form.Item name={fieldOf(r.nodeKey)} noStyle>
                  <Select aria-label={`${t('flowDefs.form')} ${r.label}`} style={{ width: '100%' }} placeholder={t('flowDefs.chooseForm')} options={options} disabled={!editable} allowClear={!saved.has(r.nodeKey)} showSearch optionFilterProp="label" />
                </Form.Item>
              ),
            },
          ]}
          footer={outline.userTasks.length ? undefined : () => t('flowDefs.noUserTasks')}
        />
      </Form>
    </Card>
  );
}
