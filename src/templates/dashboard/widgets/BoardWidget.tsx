// Rows as cards in lanes: one lane per option of the lane column, in their declared order, each
// card its row's title, subtitle and figure; rows whose lane value has no option are left out.
import { useMemo } from 'react';
import type { ReportColumn } from '../../../../schemas/reports/columns';
import type { WidgetMeta } from '../../../../schemas/rpc/dashboard';
import type { ReportRow } from '../../../../schemas/rpc/report';
import type { Language } from '../../../app/session/loginInfo';
import { CellValue } from '../../report/reportColumns';
import { SCREEN } from '../screenColours';

export function BoardWidget({ meta, rows, language, screen }: { meta: WidgetMeta; rows: readonly ReportRow[]; language: Language; screen: boolean }) {
  const board = meta.board!;
  const col = (key: string | undefined): ReportColumn | undefined => meta.columns.find((c) => c.key === key);
  const lane = col(board.lane)!;
  // report rows have no id: a card is its row's position in the answer
  const lanes = useMemo(() => {
    const keyed = rows.map((row, at) => ({ row, at }));
    return (lane.options ?? []).map((o) => ({ option: o, rows: keyed.filter((k) => k.row[board.lane] === o.value) }));
  }, [lane, rows, board.lane]);
  const cell = (key: string | undefined, r: ReportRow) => {
    const c = col(key);
    return c ? <CellValue column={c} value={r[c.key]} language={language} /> : null;
  };
  const dim = screen ? SCREEN.dim : 'rgba(0,0,0,0.45)';
  return (
    <div style={{ display: 'grid', gridTemplateColumns: `repeat(${Math.max(1, lanes.length)}, minmax(160px, 1fr))`, gap: 12, overflowX: 'auto' }}>
      {lanes.map(({ option, rows: laneRows }) => (
        <div key={option.value} data-testid={`lane-${meta.code}-${option.value}`}>
          <div style={{ fontWeight: 600, marginBottom: 8 }}>
            {language === 'en_US' ? option.labelEn : option.label} · {laneRows.length}
          </div>
          {laneRows.map(({ row: r, at }) => (
            <div
              key={at}
              style={{ border: `1px solid ${screen ? SCREEN.border : '#f0f0f0'}`, borderRadius: 6, padding: '6px 10px', marginBottom: 8 }}
            >
              <div style={{ fontWeight: 600 }}>{cell(board.title, r)}</div>
              {board.subtitle ? <div style={{ color: dim }}>{cell(board.subtitle, r)}</div> : null}
              {board.figure ? <div>{cell(board.figure, r)}</div> : null}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
