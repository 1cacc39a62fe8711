// 设备状态 on the Hmi: the terminal's machine (本机设备, chosen once on the terminal; none: every machine
// the operator sees) with its running state, equipment status, today's good and bad parts and the
// newest values collected from it — temperature, spindle load, counters — in large type. Values
// arrive live over the web socket's iot frames (machine-live.ts) and the whole is read again every
// POLL_SECONDS (today's parts, a machine gone offline, the socket down). Nothing only on hover.
import { Alert, Empty, Select, Spin, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../src/api/errors';
import { currentLanguage } from '../../../../src/i18n';
import { setTerminalMachine, terminalMachine, useLiveFrames } from '../../../../src/portals/kit';
import { RUN_STATES } from '../../../iot/public';
import { EQUIPMENT_STATUSES } from '../../../production/public';
import type { MachineLive } from '../../contracts';
import { MachineApi, quiet } from './api';
import { applyPushed, watchedFirst } from './machine-live';

const POLL_SECONDS = 30;
const RUN_COLORS: Record<string, string> = { Running: 'green', Stopped: 'orange', Offline: 'default', NotConnected: 'default' };
const FLAG_COLOR = 'red';

const labelOf = (options: ReadonlyArray<{ value: string; label: string; labelEn: string }>, value: string) => {
  const o = options.find((x) => x.value === value);
  return o ? (currentLanguage() === 'en_US' ? o.labelEn : o.label) : value;
};

export default function MachineStatusPage() {
  const { t } = useTranslation();
  const [machines, setMachines] = useState<MachineLive[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [mine, setMine] = useState<number | null>(terminalMachine);

  const read = useCallback(
    () =>
      MachineApi.live([{}], quiet).then(
        (rows) => {
          setMachines(rows);
          setError(null);
        },
        (e: unknown) => setError(errorMessage(e, t('equipment.hmi.loadFailed'))),
      ),
    [t],
  );
  useEffect(() => {
    void read();
    const timer = setInterval(() => void read(), POLL_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [read]);
  useLiveFrames((frame) => {
    if (frame.type === 'iot') setMachines((old) => (old ? applyPushed(old, frame.values) : old));
  });

  const choose = (id: number | null) => {
    setTerminalMachine(id);
    setMine(id);
  };
  const shown = machines?.filter((m) => mine === null || m.id === mine) ?? [];
  return (
    <>
      <div className="pf-row">
        <span>{t('equipment.hmi.machine')}</span>
        <Select
          aria-label={t('equipment.hmi.machine')}
          size="large"
          showSearch
          allowClear
          optionFilterProp="label"
          style={{ flex: 1, minWidth: 240 }}
          loading={!machines}
          value={mine ?? undefined}
          placeholder={t('equipment.hmi.allMachines')}
          options={(machines ?? []).map((m) => ({ value: m.id, label: `${m.code} ${m.name}` }))}
          onChange={(v: number | undefined) => choose(v ?? null)}
        />
      </div>
      {error ? <Alert type="error" showIcon message={error} /> : null}
      {!machines && !error ? <Spin size="large" /> : null}
      {machines && !shown.length ? <Empty description={t(mine === null ? 'equipment.hmi.none' : 'equipment.hmi.notVisible')} /> : null}
      {shown.map((m) => (
        <MachineCard key={m.id} machine={m} />
      ))}
    </>
  );
}

function MachineCard({ machine: m }: { machine: MachineLive }) {
  const { t } = useTranslation();
  const values = watchedFirst(m.signals);
  const last = m.signals.reduce<string | null>((a, s) => (a === null || s.at > a ? s.at : a), null);
  return (
    <section className="pf-card" data-testid="machine-card" data-code={m.code} aria-label={`${m.code} ${m.name}`}>
      <span className="pf-row">
        <strong style={{ flex: 1, fontSize: '1.4em' }}>
          {m.code} {m.name}
        </strong>
        <Tag color={RUN_COLORS[m.runState]} style={{ fontSize: 20, padding: '6px 14px' }} data-testid="run-state">
          {labelOf(RUN_STATES, m.runState)}
        </Tag>
      </span>
      <span className="pf-row">
        <span data-testid="equipment-status">{t('equipment.hmi.status', { status: labelOf(EQUIPMENT_STATUSES, m.equipmentStatus) })}</span>
        <span>{t('equipment.hmi.goodToday', { qty: m.goodToday })}</span>
        <span>{t('equipment.hmi.badToday', { qty: m.badToday })}</span>
      </span>
      {values.length ? (
        <div className="pf-tiles">
          {values.map((s) => (
            <div key={s.variableId} className="pf-card" data-testid="machine-value" data-signal={s.signal ?? s.code}>
              <span className="pf-muted">{s.name}</span>
              <strong style={{ fontSize: '1.6em' }}>
                <span data-testid="machine-value-text">{s.value}</span> {s.unit ?? ''}
              </strong>
              {s.flag ? <Tag color={FLAG_COLOR}>{t(`equipment.hmi.flag.${s.flag}`)}</Tag> : null}
            </div>
          ))}
        </div>
      ) : (
        <span className="pf-muted">{t('equipment.hmi.notConnected')}</span>
      )}
      {last ? <span className="pf-muted">{t('equipment.hmi.updated', { at: new Date(last).toLocaleTimeString() })}</span> : null}
    </section>
  );
}
