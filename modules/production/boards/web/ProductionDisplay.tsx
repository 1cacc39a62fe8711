// task/ProductionDisplay (生产大屏): per machine its state (running, paused, idle, down) in colour
// with its running order and a progress bar; today's outputs scrolling; today's output by hour.
// Live: task.Board/display again on every `production` push and every 30 s (useLiveBoard).
import { Progress, Spin } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisplayEquipment, DisplayOutput } from '../contracts';
import { BoardApi } from './api';
import BoardFrame, { DARK, STATE_COLOURS } from './BoardFrame';
import { useLiveBoard } from './useLiveBoard';

const HourlyChart = lazy(() => import('./HourlyChart'));

function Machine({ e }: { e: DisplayEquipment }) {
  const { t } = useTranslation();
  const colour = STATE_COLOURS[e.state];
  return (
    <div data-testid={`display-equipment-${e.code}`} data-state={e.state} style={{ background: DARK.panel, borderRadius: 8, border: `1px solid ${DARK.border}`, borderTop: `6px solid ${colour}`, padding: 14 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 8 }}>
        <span style={{ fontSize: 20, fontWeight: 600 }}>{e.name}</span>
        <span style={{ color: colour, fontSize: 18, fontWeight: 600 }}>{t(`production.boards.state.${e.state}`)}</span>
      </div>
      <div style={{ color: DARK.dim, fontSize: 14 }}>{e.code}</div>
      {e.order ? (
        <div style={{ marginTop: 8 }}>
          <div style={{ fontSize: 18 }} data-testid="display-order-code">
            {e.order.code}
          </div>
          <div style={{ color: DARK.dim, fontSize: 15 }}>{e.order.materialName}</div>
          <Progress percent={Number(e.order.percent)} strokeColor={colour} trailColor="#24354d" format={() => <span style={{ color: DARK.text }}>{`${e.order!.doneQty}/${e.order!.planQty}`}</span>} />
        </div>
      ) : (
        <div style={{ marginTop: 8, color: DARK.dim, fontSize: 16 }}>{t('production.boards.noOrder')}</div>
      )}
    </div>
  );
}

function Outputs({ rows }: { rows: DisplayOutput[] }) {
  const { t } = useTranslation();
  // long lists scroll by themselves (twice the rows, moved by half: a seamless loop); short ones stand still
  const moving = rows.length > 8;
  const shown = (moving ? ['a', 'b'] : ['a']).flatMap((copy) => rows.map((o) => ({ o, key: `${copy}-${o.id}` })));
  return (
    <div style={{ height: 360, overflow: 'hidden', position: 'relative' }} data-testid="display-outputs">
      <style>{'@keyframes plantform-board-scroll { from { transform: translateY(0) } to { transform: translateY(-50%) } }'}</style>
      {rows.length === 0 ? <div style={{ color: DARK.dim, fontSize: 16 }}>{t('production.boards.noOutput')}</div> : null}
      <div style={moving ? { animation: `plantform-board-scroll ${rows.length * 3}s linear infinite` } : undefined}>
        {shown.map(({ o, key }) => (
          <div key={key} style={{ display: 'grid', gridTemplateColumns: '70px 1.2fr 1.4fr 1fr 90px', gap: 8, padding: '6px 0', borderBottom: `1px solid ${DARK.border}`, fontSize: 16 }}>
            <span style={{ color: DARK.dim }}>{dayjs(o.at).format('HH:mm')}</span>
            <span>{o.orderCode}</span>
            <span>{o.materialName}</span>
            <span style={{ color: DARK.dim }}>{o.processName ?? ''}</span>
            <span style={{ textAlign: 'right' }}>
              <span style={{ color: STATE_COLOURS.running }}>{o.qualified}</span>
              {o.unqualified !== '0' ? <span style={{ color: STATE_COLOURS.down }}> / {o.unqualified}</span> : null}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}

export default function ProductionDisplay() {
  const { t } = useTranslation();
  const load = useCallback(() => BoardApi.display([], { ignoreError: true }), []);
  const { data, error, refreshedAt } = useLiveBoard(load);
  const panel = { background: DARK.panel, border: `1px solid ${DARK.border}`, borderRadius: 8, padding: 16 };
  return (
    <BoardFrame title={t('production.boards.displayTitle')} testId="production-display" totals={data?.totals ?? null} refreshedAt={refreshedAt} error={error}>
      {data ? (
        <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(320px, 1fr)', gap: 20 }}>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 14, alignContent: 'start' }}>
            {data.equipment.map((e) => (
              <Machine key={e.id} e={e} />
            ))}
          </div>
          <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
            <div style={panel}>
              <div style={{ fontSize: 20, marginBottom: 8 }}>{t('production.boards.hourly')}</div>
              <Suspense fallback={<Spin />}>
                <HourlyChart hourly={data.hourly} name={t('production.boards.total.outputToday')} />
              </Suspense>
            </div>
            <div style={panel}>
              <div style={{ fontSize: 20, marginBottom: 8 }}>{t('production.boards.todayOutputs')}</div>
              <Outputs rows={data.outputs} />
            </div>
          </div>
        </div>
      ) : null}
    </BoardFrame>
  );
}
