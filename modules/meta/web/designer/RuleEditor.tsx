import { Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { type DesignRule, RULE_OPS, type RuleOp } from '../../../../schemas/forms/types';

interface RuleEditorProps {
  /** the fields a rule may name (every field of the form but this one) */
  fields: Array<{ code: string; label: string }>;
  value: DesignRule | undefined;
  onChange: (rule: DesignRule | undefined, merge?: string) => void;
  testId: string;
}

const NONE = '';

/** A visibility or read-only rule as data: another field, a condition, a value to compare with. */
export function RuleEditor({ fields, value, onChange, testId }: RuleEditorProps) {
  const { t } = useTranslation();
  const needsValue = value?.op === 'eq' || value?.op === 'ne';
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={4} data-testid={testId}>
      <Select
        size="small"
        style={{ width: '100%' }}
        aria-label={t('designer.rule.field')}
        value={value?.field ?? NONE}
        options={[{ value: NONE, label: t('designer.rule.none') }, ...fields.map((f) => ({ value: f.code, label: `${f.label} (${f.code})` }))]}
        onChange={(field: string) => onChange(field === NONE ? undefined : { field, op: value?.op ?? 'filled', ...(value?.value !== undefined ? { value: value.value } : {}) })}
      />
      {value ? (
        <Space.Compact style={{ width: '100%' }}>
          <Select
            size="small"
            style={{ width: 120 }}
            aria-label={t('designer.rule.op')}
            value={value.op}
            options={RULE_OPS.map((op) => ({ value: op, label: t(`designer.rule.ops.${op}`) }))}
            onChange={(op: RuleOp) => onChange(op === 'eq' || op === 'ne' ? { field: value.field, op, value: value.value ?? '' } : { field: value.field, op })}
          />
          {needsValue ? (
            <Input size="small" aria-label={t('designer.rule.value')} placeholder={t('designer.rule.value')} value={String(value.value ?? '')} onChange={(e) => onChange({ ...value, value: e.target.value }, `${testId}:value`)} />
          ) : null}
        </Space.Compact>
      ) : null}
    </Space>
  );
}
