import { Checkbox, Form, Input, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DATA_TYPES, type DataType, storageOfType } from '../../../../schemas/fieldTypes';
import { designFields, type FieldDefault, type FieldNode } from '../../../../schemas/forms/types';
import type { EntityAttrMeta } from '../../../../schemas/rpc/datax';
import { defaultKindOf } from '../../../../src/engine/defaults';
import { RuleEditor } from './RuleEditor';
import type { Designer } from './useDesigner';

interface FieldPropertiesProps {
  node: FieldNode;
  attr: EntityAttrMeta | null;
  designer: Designer;
  labelOf: (code: string, label?: string) => string;
}

/** The default value by the member the field's storage reads (dictValue, commonValue or normalValue); a reference's is set by JSON import. */
function DefaultEditor({ node, attr, onChange }: { node: FieldNode; attr: EntityAttrMeta | null; onChange: (value: FieldDefault | undefined, merge?: string) => void }) {
  const { t } = useTranslation();
  const kind = defaultKindOf(node.dataType, attr);
  const current = node.defaultValue?.[kind];
  if (kind === 'commonValue') return <Typography.Text type="secondary">{current ? JSON.stringify(current) : '—'}</Typography.Text>;
  const storage = attr?.dataTypeDict ?? storageOfType(node.dataType);
  const set = (value: string | number | boolean | null | undefined, merge?: string) => onChange(value === undefined || value === null || value === '' ? undefined : { [kind]: value }, merge);
  if (storage === 'BOOL') {
    return (
      <Select
        size="small"
        aria-label={t('designer.props.defaultValue')}
        value={current === undefined ? '' : String(current)}
        options={[{ value: '', label: '—' }, { value: 'true', label: '✓' }, { value: 'false', label: '✗' }]}
        onChange={(v: string) => set(v === '' ? undefined : v === 'true')}
      />
    );
  }
  if (storage === 'NUMBER') return <InputNumber size="small" style={{ width: '100%' }} aria-label={t('designer.props.defaultValue')} value={typeof current === 'number' ? current : null} onChange={(v) => set(v, `${node.id}:default`)} />;
  return <Input size="small" aria-label={t('designer.props.defaultValue')} value={current === undefined ? '' : String(current)} onChange={(e) => set(e.target.value, `${node.id}:default`)} />;
}

/** A field's properties: label, code and type (free fields), required, read-only, width, default, limit, rules. */
export function FieldProperties({ node, attr, designer, labelOf }: FieldPropertiesProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<FieldNode>, merge?: string) => designer.update<FieldNode>(node.id, patch, merge);
  const others = designFields(designer.design)
    .filter((f) => f.id !== node.id)
    .map((f) => ({ code: f.code, label: labelOf(f.code, f.label) }));
  return (
    <Form layout="vertical" size="small" data-testid="field-properties">
      <Form.Item label={t('designer.props.label')} help={node.bound ? t('designer.props.labelHint') : undefined}>
        <Input aria-label={t('designer.props.label')} placeholder={node.bound ? labelOf(node.code) : undefined} value={node.label ?? ''} onChange={(e) => set({ label: e.target.value || undefined }, `${node.id}:label`)} />
      </Form.Item>
      <Form.Item label={t('designer.props.labelEn')}>
        <Input aria-label={t('designer.props.labelEn')} value={node.labelEn ?? ''} onChange={(e) => set({ labelEn: e.target.value || undefined }, `${node.id}:labelEn`)} />
      </Form.Item>
      <Form.Item label={node.bound ? t('designer.props.attr') : t('designer.props.code')}>
        {node.bound ? (
          <Typography.Text code>{node.code}</Typography.Text>
        ) : (
          <Input aria-label={t('designer.props.code')} value={node.code} onChange={(e) => set({ code: e.target.value.trim() }, `${node.id}:code`)} />
        )}
      </Form.Item>
      <Form.Item label={t('designer.props.dataType')}>
        {node.bound ? (
          <Typography.Text>{t(`designer.types.${node.dataType}`)}</Typography.Text>
        ) : (
          <Select<DataType> aria-label={t('designer.props.dataType')} value={node.dataType} options={DATA_TYPES.map((d) => ({ value: d, label: t(`designer.types.${d}`) }))} onChange={(dataType) => set({ dataType, defaultValue: undefined })} />
        )}
      </Form.Item>
      <Form.Item>
        <Checkbox checked={!!node.required || !!attr?.required} disabled={!!attr?.required} onChange={(e) => set({ required: e.target.checked || undefined })}>
          {t('designer.props.required')}
        </Checkbox>
        <Checkbox checked={!!node.readOnly} onChange={(e) => set({ readOnly: e.target.checked || undefined })}>
          {t('designer.props.readOnly')}
        </Checkbox>
      </Form.Item>
      <Form.Item label={t('designer.props.width')}>
        <InputNumber aria-label={t('designer.props.width')} min={0} max={24} precision={0} value={node.width ?? 0} onChange={(v) => set({ width: v ? Number(v) : undefined }, `${node.id}:width`)} />
      </Form.Item>
      <Form.Item label={t('designer.props.defaultValue')}>
        <DefaultEditor node={node} attr={attr} onChange={(defaultValue, merge) => set({ defaultValue }, merge)} />
      </Form.Item>
      <Form.Item label={t('designer.props.limitValue')}>
        <Input.TextArea aria-label={t('designer.props.limitValue')} autoSize={{ minRows: 1, maxRows: 4 }} value={node.limitValue ?? ''} onChange={(e) => set({ limitValue: e.target.value || undefined }, `${node.id}:limit`)} />
      </Form.Item>
      <Form.Item label={t('designer.props.visibleWhen')}>
        <RuleEditor testId="rule-visible" fields={others} value={node.visibleWhen} onChange={(visibleWhen, merge) => set({ visibleWhen }, merge && `${node.id}:${merge}`)} />
      </Form.Item>
      <Form.Item label={t('designer.props.readOnlyWhen')}>
        <RuleEditor testId="rule-readonly" fields={others} value={node.readOnlyWhen} onChange={(readOnlyWhen, merge) => set({ readOnlyWhen }, merge && `${node.id}:${merge}`)} />
      </Form.Item>
    </Form>
  );
}
