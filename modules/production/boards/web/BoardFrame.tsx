// The frame both large screens share: dark, large type, a header with the title, the time of the
// last refresh and a full-screen toggle, and today's totals.
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Alert, Button, Spin } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../src/api/errors';
import { SCREEN } from '../../../../src/templates/dashboard/screenColours';
import { useFullScreen } from '../../../../src/templates/dashboard/useFullScreen';
import type { BoardTotals } from '../contracts';

/** the platform's big-screen palette */
export const DARK = SCREEN;
export const STATE_COLOURS = { running: '#2ecc71', paused: '#f5a623', idle: '#7f8c9d', down: '#e74c3c', waiting: '#3ea6ff' } as const;

interface Props {
  title: string;
  testId: string;
  totals: BoardTotals | null;
  refreshedAt: string | null;
  error: unknown;
  children: ReactNode;
}

function Total({ label, value, testId }: { label: string; value: string | number; testId: string }) {
  return (
    <div style={{ background: DARK.panel, border: `1px solid ${DARK.border}`, borderRadius: 8, padding: '12px 20px', minWidth: 180 }}>
      <div style={{ color: DARK.dim, fontSize: 16 }}>{label}</div>
      <div data-testid={testId} style={{ color: DARK.text, fontSize: 34, fontWeight: 600, lineHeight: 1.3 }}>
        {value}
      </div>
    </div>
  );
}

export default function BoardFrame({ title, testId, totals, refreshedAt, error, children }: Props) {
  const { t } = useTranslation();
  const { host, full, toggle } = useFullScreen();
  return (
    <div ref={host} data-testid={testId} style={{ background: DARK.background, color: DARK.text, minHeight: full ? '100vh' : 'calc(100vh - 140px)', padding: 20, overflow: 'auto', borderRadius: full ? 0 : 8 }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: 16, gap: 16, flexWrap: 'wrap' }}>
        <div style={{ fontSize: 30, fontWeight: 700, letterSpacing: 2 }}>{title}</div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
          <span style={{ color: DARK.dim, fontSize: 16 }}>
            {t('production.boards.refreshedAt')}: <span data-testid="board-refreshed-at">{refreshedAt ? dayjs(refreshedAt).format('HH:mm:ss') : '—'}</span>
          </span>
          <Button ghost icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />} onClick={toggle} data-testid="board-fullscreen">
            {full ? t('production.boards.exitFullScreen') : t('production.boards.fullScreen')}
          </Button>
        </div>
      </div>
      {error ? <Alert type="error" showIcon message={t('production.boards.loadFailed')} description={errorMessage(error, '')} style={{ marginBottom: 16 }} /> : null}
      {totals ? (
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', marginBottom: 20 }}>
          <Total label={t('production.boards.total.running')} value={totals.running} testId="total-running" />
          <Total label={t('production.boards.total.finishedToday')} value={totals.finishedToday} testId="total-finished" />
          <Total label={t('production.boards.total.outputToday')} value={totals.outputToday} testId="total-output" />
          <Total label={t('production.boards.total.qualifiedRate')} value={`${totals.qualifiedRate}%`} testId="total-rate" />
        </div>
      ) : (
        <Spin />
      )}
      {children}
    </div>
  );
}
