// 工厂日历 (mdm/Calendar): a year's days month by month (Monday-to-Sunday weeks), coloured by type
// — weekday, weekend, holiday. 生成日历 makes a missing year (weekends Saturday and Sunday); a click
// on a day sets its type (a holiday, a make-up working day) and note. Both are the calendar page's
// functions (mdm.calendar.generate / .update): a role without them only looks.
import { Alert, App, Button, Card, Input, InputNumber, Modal, Radio, Space, Spin, Tag } from 'antd';
import { useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../src/api/errors';
import { ShellContext } from '../../../src/app/shell/ShellContext';
import { hasPermission } from '../../../src/engine/permissions';
import type { CalendarDay, DayType } from '../calendar/logic';
import { CalendarApi, quiet } from './api';

/** The days of a week, Monday (1) to Sunday (7): the column heads, and the blank cells before a month's first day. */
const WEEK = [1, 2, 3, 4, 5, 6, 7];
const COLOURS: Record<DayType, string> = { 0: '#ffffff', 1: '#f0f5ff', 2: '#fff1f0' };
const BORDER: Record<DayType, string> = { 0: '#d9d9d9', 1: '#adc6ff', 2: '#ffa39e' };

function Month({ month, days, onPick }: { month: number; days: CalendarDay[]; onPick?: (d: CalendarDay) => void }) {
  const { t } = useTranslation();
  const lead = days.length ? days[0].weekDay - 1 : 0;
  return (
    <Card size="small" title={t('production.calendar.month', { m: month })} data-testid={`month-${month}`}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 2, textAlign: 'center' }}>
        {WEEK.map((w) => (
          <div key={`w${w}`} style={{ color: '#8c8c8c', fontSize: 12 }}>{t(`production.calendar.weekday.w${w}`)}</div>
        ))}
        {WEEK.slice(0, lead).map((w) => <div key={`pad${w}`} />)}
        {days.map((d) => (
          <button
            key={d.date}
            type="button"
            data-testid={`day-${d.date}`}
            data-type={d.type}
            title={`${d.date} ${t(`production.calendar.type.t${d.type}`)}`}
            onClick={onPick ? () => onPick(d) : undefined}
            style={{ cursor: onPick ? 'pointer' : 'default', background: COLOURS[d.type], border: `1px solid ${BORDER[d.type]}`, borderRadius: 4, padding: '2px 0', color: d.type === 2 ? '#cf1322' : undefined }}
          >
            {Number(d.date.slice(8))}
          </button>
        ))}
      </div>
    </Card>
  );
}

export default function CalendarPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const shell = useContext(ShellContext);
  const may = (op: string) => !shell || hasPermission(shell.permissions, `mdm.calendar.${op}`);
  const [year, setYear] = useState(() => new Date().getFullYear());
  const [days, setDays] = useState<CalendarDay[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [editing, setEditing] = useState<CalendarDay | null>(null);
  const [type, setType] = useState<DayType>(0);
  const [note, setNote] = useState('');

  const load = useCallback(() => {
    setLoading(true);
    setError(null);
    CalendarApi.getWorkdays([year], quiet)
      .then(setDays, (e: unknown) => {
        setDays(null);
        setError(errorMessage(e, t('production.calendar.missing', { year })));
      })
      .finally(() => setLoading(false));
  }, [year, t]);
  useEffect(load, [load]);

  const byMonth = useMemo(() => Array.from({ length: 12 }, (_, m) => ({ month: m + 1, days: (days ?? []).filter((d) => Number(d.date.slice(5, 7)) === m + 1) })), [days]);
  const counts = useMemo(() => [0, 1, 2].map((k) => (days ?? []).filter((d) => d.type === k).length), [days]);

  const generate = () =>
    CalendarApi.generate([year], quiet).then(
      (r) => {
        message.success(t('production.calendar.generated', r));
        load();
      },
      (e: unknown) => message.error(errorMessage(e, t('production.calendar.generate'))),
    );
  const save = () => {
    if (!editing) return;
    CalendarApi.updateDays([[{ date: editing.date, type, note: note || null }]], quiet).then(
      () => {
        message.success(t('production.calendar.saved'));
        setDays((ds) => (ds ?? []).map((d) => (d.date === editing.date ? { ...d, type } : d)));
        setEditing(null);
      },
      (e: unknown) => message.error(errorMessage(e, t('production.calendar.save'))),
    );
  };

  return (
    <div style={{ padding: 16 }} data-testid="calendar-page">
      <Space style={{ marginBottom: 12 }} wrap>
        <span>{t('production.calendar.year')}</span>
        <InputNumber min={1970} max={2999} value={year} onChange={(v) => v && setYear(v)} data-testid="calendar-year" />
        {may('generate') && !days && !loading && (
          <Button type="primary" onClick={generate} data-testid="calendar-generate">
            {t('production.calendar.generate')}
          </Button>
        )}
        {days && <span data-testid="calendar-summary">{t('production.calendar.summary', { work: counts[0], weekend: counts[1], holiday: counts[2] })}</span>}
        {[0, 1, 2].map((k) => (
          <Tag key={k} color={BORDER[k as DayType]} style={{ color: '#000' }}>{t(`production.calendar.type.t${k}`)}</Tag>
        ))}
      </Space>
      {error && !days && <Alert type="info" showIcon message={error} style={{ marginBottom: 12 }} data-testid="calendar-missing" />}
      <Spin spinning={loading}>
        {days && (
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 12 }}>
            {byMonth.map(({ month, days: ds }) => (
              <Month
                key={month}
                month={month}
                days={ds}
                onPick={
                  may('update')
                    ? (d) => {
                        setEditing(d);
                        setType(d.type);
                        setNote('');
                      }
                    : undefined
                }
              />
            ))}
          </div>
        )}
      </Spin>
      <Modal open={!!editing} title={editing ? t('production.calendar.editDay', { date: editing.date }) : ''} onOk={save} okText={t('production.calendar.save')} onCancel={() => setEditing(null)} destroyOnHidden>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Radio.Group value={type} onChange={(e) => setType(e.target.value as DayType)} data-testid="day-type">
            {[0, 1, 2].map((k) => (
              <Radio key={k} value={k}>{t(`production.calendar.type.t${k}`)}</Radio>
            ))}
          </Radio.Group>
          <Input placeholder={t('production.calendar.note')} value={note} maxLength={128} onChange={(e) => setNote(e.target.value)} />
        </Space>
      </Modal>
    </div>
  );
}
