// task/ProcessBoard (工序看板): one column per process, each with the orders waiting, running and
// paused there (done against planned, the machine), under today's totals. Live like the display.
import { Button, Progress } from 'antd';
import { useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { ShellContext } from '../../../../src/app/shell/ShellContext';
import { useOpenPage } from '../../../../src/templates/shared/useOpenPage';
import type { BoardLane, BoardOrder, ProcessColumn } from '../contracts';
import { BoardApi } from './api';
import BoardFrame, { DARK, STATE_COLOURS } from './BoardFrame';
import { useLiveBoard } from './useLiveBoard';

/** 生产工单, where orders are released (a literal: the contracts' values would bring zod into this chunk) */
const ORDER_PAGE = 'task/Order';
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

/** No order at any process: says so, and where orders are released (for those who hold that page). */
function NothingOnTheFloor() {
  const { t } = useTranslation();
  const open = useOpenPage();
  const holdsOrders = !!useContext(ShellContext)?.routeByPath.has(ORDER_PAGE);
  return (
    <div data-testid="board-empty" style={{ color: DARK.dim, fontSize: 20, padding: '24px 0' }}>
      <div>{t('production.boards.empty')}</div>
      <div style={{ fontSize: 16, margin: '8px 0 16px' }}>{t('production.boards.emptyHint')}</div>
      {holdsOrders ? (
        <Button ghost onClick={() => open(ORDER_PAGE)}>
          {t('production.boards.openOrders')}
        </Button>
      ) : null}
    </div>
  );
}

export default function ProcessBoard() {
  const { t } = useTranslation();
  const load = useCallback(() => BoardApi.process([], { ignoreError: true }), []);
  const { data, error, refreshedAt } = useLiveBoard(load);
  return (
    <BoardFrame title={t('production.boards.processTitle')} testId="process-board" totals={data?.totals ?? null} refreshedAt={refreshedAt} error={error}>
      {data && !data.processes.length ? <NothingOnTheFloor /> : null}
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: 16 }}>
        {data?.processes.map((c) => (
          <Column key={c.processId} c={c} />
        ))}
      </div>
    </BoardFrame>
  );
}
