// task/ProcessBoard (工序看板): one column per process, each with the orders waiting, running and
// paused there (done against planned, the machine), under today's totals. Live like the display.
import { Progress } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardLane, BoardOrder, ProcessColumn } from '../contracts';
import { BoardApi } from './api';
import BoardFrame, { DARK, STATE_COLOURS } from './BoardFrame';
import { useLiveBoard } from './useLiveBoard';

const LANES: BoardLane[] = ['running', 'paused', 'waiting'];

function OrderCard({ o, lane }: { o: BoardOrder; lane: BoardLane }) {
  return (
    <div data-testid={`board-order-${o.code}`} data-lane={lane} style={{ background: '#0f1e33', borderLeft: `5px solid ${STATE_COLOURS[lane]}`, borderRadius: 6, padding: '8px 10px', marginBottom: 8 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 17, fontWeight: 600 }}>
        <span>{o.code}</span>
        <span style={{ color: DARK.dim, fontWeight: 400 }}>{o.equipmentName ?? ''}</span>
      </div>
      <div style={{ color: DARK.dim, fontSize: 15 }}>{o.materialName}</div>
      <Progress percent={Number(o.percent)} size="small" strokeColor={STATE_COLOURS[lane]} trailColor="#24354d" format={() => <span style={{ color: DARK.text }}>{`${o.doneQty}/${o.planQty}`}</span>} />
    </div>
  );
}

function Column({ c }: { c: ProcessColumn }) {
  const { t } = useTranslation();
  return (
    <div data-testid={`board-process-${c.processId}`} style={{ background: DARK.panel, border: `1px solid ${DARK.border}`, borderRadius: 8, padding: 12, minWidth: 260 }}>
      <div style={{ fontSize: 22, fontWeight: 700, marginBottom: 10 }}>{c.processName}</div>
      {LANES.map((lane) => (
        <div key={lane} style={{ marginBottom: 10 }}>
          <div style={{ color: STATE_COLOURS[lane], fontSize: 16, marginBottom: 6 }}>
            {t(`production.boards.lane.${lane}`)} · {c[lane].length}
          </div>
          {c[lane].map((o) => (
            <OrderCard key={o.id} o={o} lane={lane} />
          ))}
        </div>
      ))}
    </div>
  );
}

export default function ProcessBoard() {
  const { t } = useTranslation();
  const load = useCallback(() => BoardApi.process([], { ignoreError: true }), []);
  const { data, error, refreshedAt } = useLiveBoard(load);
  return (
    <BoardFrame title={t('production.boards.processTitle')} testId="process-board" totals={data?.totals ?? null} refreshedAt={refreshedAt} error={error}>
      {data && !data.processes.length ? <div style={{ color: DARK.dim, fontSize: 20 }}>{t('production.boards.empty')}</div> : null}
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: 16 }}>
        {data?.processes.map((c) => (
          <Column key={c.processId} c={c} />
        ))}
      </div>
    </BoardFrame>
  );
}
