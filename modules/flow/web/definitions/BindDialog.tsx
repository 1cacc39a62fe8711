// 绑定单据: which document types a submit starts the process key for (flow.FlowableDef/bind, which
// replaces the key's bindings). One flow per document type: a type bound to another key says so
// here, and choosing it moves it to this key.
import { Alert, Checkbox, Form, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveModal } from '../../../../src/templates/shared/SaveModal';
import type { FlowDefinitionView } from '../../contracts';
import { FlowDefApi, lookup, quiet } from './api';
import type { Choices } from './useChoices';

interface Values {
  entityCodes: string[];
}

interface Props {
  /** the version whose key is bound; null: closed */
  target: FlowDefinitionView | null;
  receipts: Choices['receipts'];
  onClose: () => void;
  onSaved: (saved: FlowDefinitionView) => void;
}

/** entity code → name of the process it is bound to, over every key */
function useBoundElsewhere(target: FlowDefinitionView | null) {
  const [bound, setBound] = useState<Map<string, string>>(new Map());
  useEffect(() => {
    if (!target) return;
    let live = true;
    FlowDefApi.list([{ latestOnly: true, page: 1, pageSize: 500 }], lookup).then(
      (all) => {
        if (!live) return;
        const map = new Map<string, string>();
        for (const d of all.itemList) if (d.key !== target.key) for (const e of d.entityCodes) map.set(e, d.name);
        setBound(map);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [target]);
  return bound;
}

export function BindDialog({ target, receipts, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const elsewhere = useBoundElsewhere(target);

  useEffect(() => {
    if (target) form.setFieldsValue({ entityCodes: target.entityCodes });
  }, [target, form]);

  const save = async (values: Values) => onSaved(await FlowDefApi.bind([{ key: target!.key, entityCodes: values.entityCodes ?? [] }], quiet));

  return (
    <SaveModal open={!!target} title={t('flowDefs.bindTitle', { name: target?.name ?? '' })} form={form} testId="flow-bind-form" name="flowBind" width={560} failed={t('flowDefs.failed')} onClose={onClose} save={save}>
      <Alert type="info" showIcon message={t('flowDefs.bindHint')} style={{ marginBottom: 16 }} />
      <Form.Item name="entityCodes" label={t('flowDefs.bindReceipts')}>
        <Checkbox.Group style={{ width: '100%' }}>
          <Space direction="vertical">
            {receipts.map((r) => (
              <Checkbox key={r.entityCode} value={r.entityCode}>
                {r.name} <Typography.Text type="secondary">({r.entityCode})</Typography.Text>
                {elsewhere.has(r.entityCode) ? (
                  <Typography.Text type="warning" style={{ marginLeft: 8 }}>
                    {t('flowDefs.boundElsewhere', { name: elsewhere.get(r.entityCode) })}
                  </Typography.Text>
                ) : null}
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      </Form.Item>
    </SaveModal>
  );
}
