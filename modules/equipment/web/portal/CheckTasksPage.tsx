// 点检 on the App and Hmi portals: the check tasks waiting to be done (oldest due first); open one, give
// each item its reading — a number within its limits, or 正常 / 异常 — and submit it (commit: the
// server refuses a task with an item left empty, with the item's name).
import { Alert, App, Button, Input, InputNumber, Radio, Spin, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { RecordValue } from '../../../../schemas/rpc/datax';
import { errorMessage } from '../../../../src/api/errors';
import { RecordCards } from '../../../../src/portals/kit';
import { CheckTaskApi, quiet } from './api';

const name = (v: unknown) => ((v as { name?: string } | null)?.name ?? '') as string;
/** an enum value as answered ({dict, name}) or as written (its code) */
const dictOf = (v: unknown) => (v && typeof v === 'object' ? (v as { dict?: string }).dict : (v as string | null | undefined)) ?? null;
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export default function CheckTasksPage() {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id')) || null;
  return id ? <CheckTask key={id} id={id} onDone={() => setParams({})} /> : <OpenTasks onOpen={(task) => setParams({ id: String(task) })} />;
}

function OpenTasks({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <RecordCards
      load={() => CheckTaskApi.summaryPage([{ page: 1, pageSize: 50, filterMap: { status_dict: 'Saved' }, sortField: 'due_date', sortOrder: 'asc' }], quiet).then((p) => p.itemList)}
      keyOf={(task) => task.id}
      onOpen={(task) => onOpen(task.id)}
      empty={t('equipment.portal.none')}
      failed={t('equipment.portal.loadFailed')}
      card={(task) => (
        <>
          <span className="pf-row">
            <strong style={{ flex: 1 }}>{name(task.equipment_id)}</strong>
            {dictOf(task.overdue) === 'Yes' ? <Tag color="red">{t('equipment.portal.overdue')}</Tag> : null}
          </span>
          <span>
            {text(task.code)} · {name(task.template_id)}
          </span>
          <span className="pf-muted">{t('equipment.portal.due', { date: text(task.due_date).slice(0, 10) })}</span>
        </>
      )}
    />
  );
}

type Reading = RecordValue & { value?: string | number | null; ok_value?: string | { dict: string } | null; note?: string | null };

function CheckTask({ id, onDone }: { id: number; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [task, setTask] = useState<RecordValue | null>(null);
  const [readings, setReadings] = useState<Reading[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    CheckTaskApi.detail([id], quiet).then(
      (r) => {
        setTask(r);
        setReadings((r.readings ?? []) as Reading[]);
      },
      (e: unknown) => setError(errorMessage(e, t('equipment.portal.loadFailed'))),
    );
  }, [id, t]);
  const set = (i: number, patch: Partial<Reading>) => setReadings((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const submit = async () => {
    if (!task) return;
    setBusy(true);
    setError(null);
    try {
      const saved = await CheckTaskApi.modify([{ ...task, readings: readings.map((r) => ({ ...r, ok_value: dictOf(r.ok_value) })) }], quiet);
      await CheckTaskApi.commit([saved.id, saved.version], quiet);
      void message.success(t('equipment.portal.done', { code: text(task.code) }));
      onDone();
    } catch (e) {
      setError(errorMessage(e, t('equipment.portal.failed')));
    } finally {
      setBusy(false);
    }
  };
  if (!task) return error ? <Alert type="error" showIcon message={error} /> : <Spin size="large" />;
  return (
    <>
      <div className="pf-card" aria-current="true">
        <strong>{name(task.equipment_id)}</strong>
        <span className="pf-muted">
          {text(task.code)} · {t('equipment.portal.due', { date: text(task.due_date).slice(0, 10) })}
        </span>
      </div>
      {readings.map((r, i) => (
        <div key={r.id ?? i} className="pf-card" data-testid="check-reading">
          <strong>{text(r.item_name)}</strong>
          {r.method ? <span className="pf-muted">{text(r.method)}</span> : null}
          {dictOf(r.kind) === 'OkNg' ? (
            <Radio.Group
              aria-label={text(r.item_name)}
              optionType="button"
              buttonStyle="solid"
              size="large"
              value={dictOf(r.ok_value)}
              onChange={(e) => set(i, { ok_value: e.target.value as string })}
              options={[
                { value: 'OK', label: t('equipment.portal.ok') },
                { value: 'NG', label: t('equipment.portal.ng') },
              ]}
            />
          ) : (
            <>
              <span className="pf-muted">
                {t('equipment.portal.limits', { standard: text(r.standard_value), lower: text(r.lower_limit), upper: text(r.upper_limit), unit: text(r.unit_name) })}
              </span>
              <InputNumber
                aria-label={text(r.item_name)}
                addonBefore={t('equipment.portal.reading')}
                size="large"
                style={{ width: '100%' }}
                stringMode
                value={r.value === null || r.value === undefined ? null : String(r.value)}
                onChange={(v) => set(i, { value: v })}
              />
            </>
          )}
          <Input aria-label={t('equipment.portal.note')} placeholder={t('equipment.portal.note')} maxLength={256} value={r.note ?? ''} onChange={(e) => set(i, { note: e.target.value })} />
        </div>
      ))}
      {error ? <Alert type="error" showIcon message={error} /> : null}
      <Button type="primary" size="large" block loading={busy} onClick={() => void submit()}>
        {t('equipment.portal.submit')}
      </Button>
    </>
  );
}
