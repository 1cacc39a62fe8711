// 行权限 of the selected allocated page: the menu limit conditions over the page's entity — a
// positive group (a record must hold every condition) and a reverse group (a record holding every
// condition is left out). 保存 sends both (portal.MenuAlloc/saveLimits); a refusal (an attribute
// not of the entity, a value of the wrong type) shows the server's message.
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, App, Button, Card, Empty, Input, Select, Space, Spin, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageLimitView } from '../../../../../schemas/rpc/portal-alloc';
import { errorMessage } from '../../../../../src/api/errors';
import { MenuAllocApi } from '../../../../../src/api/services';
import { clearPageModelCache } from '../../../../../src/templates/shared/pageModelCache';
import { type ConditionRow, conditionsOf, draftOf, draftProblems, type Group, type LimitDraft, OPS, sameDraft, takesList, takesNoValue, withOp } from './limitsDraft';

function ConditionEditor({ row, attrs, invalid, disabled, onChange, onRemove, label }: {
  row: ConditionRow;
  attrs: PageLimitView['attrs'];
  invalid: boolean;
  disabled: boolean;
  onChange: (row: ConditionRow) => void;
  onRemove: () => void;
  label: string;
}) {
  const { t } = useTranslation();
  const status = invalid ? ('error' as const) : undefined;
  return (
    <Space wrap size={6} style={{ display: 'flex', marginBottom: 6 }} data-testid="limit-row">
      <Select
        showSearch
        optionFilterProp="label"
        style={{ width: 170 }}
        status={!row.attr ? status : undefined}
        value={row.attr || undefined}
        placeholder={t('limits.attribute')}
        disabled={disabled}
        onChange={(attr: string) => onChange({ ...row, attr })}
        options={attrs.map((a) => ({ value: a.code, label: `${a.name} (${a.code})` }))}
        aria-label={`${label} ${t('limits.attribute')}`}
      />
      <Select style={{ width: 120 }} value={row.op} disabled={disabled} onChange={(op) => onChange(withOp(row, op))} options={OPS.map((op) => ({ value: op, label: t(`limits.ops.${op}`) }))} aria-label={`${label} ${t('limits.operator')}`} />
      {takesNoValue(row.op) ? null : takesList(row.op) ? (
        <Select
          mode="tags"
          style={{ width: 220 }}
          status={status}
          value={row.value as string[]}
          disabled={disabled}
          placeholder={t('limits.values')}
          onChange={(value: string[]) => onChange({ ...row, value })}
          open={false}
          tokenSeparators={[',', '，']}
          aria-label={`${label} ${t('limits.values')}`}
        />
      ) : (
        <Input style={{ width: 180 }} status={status} value={row.value as string} disabled={disabled} placeholder={t('limits.value')} onChange={(e) => onChange({ ...row, value: e.target.value })} aria-label={`${label} ${t('limits.value')}`} />
      )}
      <Button size="small" icon={<DeleteOutlined />} disabled={disabled} onClick={onRemove} aria-label={`${label} ${t('limits.remove')}`} />
    </Space>
  );
}

export function LimitsPanel({ allocId, canChange }: { allocId: number; canChange: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [view, setView] = useState<PageLimitView | null>(null);
  const [draft, setDraft] = useState<LimitDraft>({ positive: [], reverse: [] });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const load = useCallback(async () => {
    try {
      const v = await MenuAllocApi.getLimits([allocId], { ignoreError: true, cancelPrevious: false });
      setView(v);
      setDraft(draftOf(v));
      setError(null);
    } catch (e) {
      setError(errorMessage(e, t('alloc.loadFailed')));
    }
  }, [allocId, t]);
  useEffect(() => {
    setView(null);
    void load();
  }, [load]);

  const problems = useMemo(() => draftProblems(draft), [draft]);
  const dirty = view ? !sameDraft(draft, draftOf(view)) : false;
  const setRow = (group: Group, i: number, row: ConditionRow | null) =>
    setDraft((d) => ({ ...d, [group]: row ? d[group].map((r, j) => (j === i ? row : r)) : d[group].filter((_, j) => j !== i) }));
  const add = (group: Group) => setDraft((d) => ({ ...d, [group]: [...d[group], { attr: '', op: 'eq', value: '' }] }));

  const save = async () => {
    setSaving(true);
    try {
      const v = await MenuAllocApi.saveLimits([{ allocId, ...conditionsOf(draft) }], { ignoreError: true });
      setView(v);
      setDraft(draftOf(v));
      clearPageModelCache();
      void message.success(t('limits.saved'));
    } catch (e) {
      void message.error(errorMessage(e, t('alloc.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  if (error) return <Alert type="error" showIcon message={error} />;
  if (!view) return <Spin />;
  if (!view.entityCode) return <Typography.Text type="secondary">{t('limits.noEntity')}</Typography.Text>;
  const disabled = !canChange || saving;
  const group = (g: Group) => (
    <Card size="small" type="inner" title={t(`limits.${g}`)} style={{ marginBottom: 8 }} data-testid={`limits-${g}`}
      extra={<Button size="small" icon={<PlusOutlined />} disabled={disabled} onClick={() => add(g)} data-testid={`add-limit-${g}`}>{t('limits.add')}</Button>}
    >
      {draft[g].length ? (
        draft[g].map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a condition has no identity but its place (its label numbers it); each editor is controlled, its row is all its state
          <ConditionEditor key={i} row={row} attrs={view.attrs} invalid={problems.has(`${g}.${i}`)} disabled={disabled} onChange={(r) => setRow(g, i, r)} onRemove={() => setRow(g, i, null)} label={`${t(`limits.${g}`)} ${i + 1}`} />
        ))
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('limits.none')} style={{ margin: 4 }} />
      )}
    </Card>
  );
  return (
    <div data-testid="limits-panel">
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('limits.hint')}
      </Typography.Paragraph>
      {group('positive')}
      {group('reverse')}
      <Space>
        <Button size="small" disabled={!dirty || saving} onClick={() => setDraft(draftOf(view))}>
          {t('alloc.reset')}
        </Button>
        <Button size="small" type="primary" loading={saving} disabled={!canChange || !dirty || problems.size > 0} onClick={() => void save()} data-testid="save-limits">
          {t('templates.save')}
        </Button>
        {dirty ? <Typography.Text type="warning">{t('limits.unsaved')}</Typography.Text> : null}
      </Space>
    </div>
  );
}
