// One pinned card, for any kind: name, latest value with its unit, target and % of target, period,
// a small trend, coloured by the figure's status against its target (good, warning, under). A pin
// whose thing is gone or no longer readable shows only that it is unavailable — never any of it.
// `screen` draws it for the dark big screen (我的大屏).
import { Card, Space, Tag, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { groupDigits } from '../../../../src/templates/report/reportColumns';
import { SCREEN } from '../../../../src/templates/dashboard/screenColours';
import type { FigureStatus, PinFigure, PinnedCard } from '../../pins';
import { Sparkline } from './Sparkline';

/** the status colours (antd's success / warning / error; none: the text's own) */
export function statusColor(status: FigureStatus, token: { colorSuccess: string; colorWarning: string; colorError: string }, plain: string): string {
  return status === 'good' ? token.colorSuccess : status === 'warn' ? token.colorWarning : status === 'bad' ? token.colorError : plain;
}

/** the period as people say it: a month 2026-11, a day 2026-11-30, a week by its Monday */
export function periodText(f: Pick<PinFigure, 'period' | 'periodKind'>, t: (k: string, o?: Record<string, unknown>) => string): string {
  if (!f.period) return '';
  if (f.periodKind === 'month') return f.period.slice(0, 7);
  if (f.periodKind === 'week') return t('workbench.pins.weekOf', { date: f.period });
  return f.period;
}

export function PinCard({ card, kindName, extra, screen, onOpen }: { card: PinnedCard; kindName: string; extra?: ReactNode; screen?: boolean; onOpen?: (url: string) => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const f = card.figure;
  const text = screen ? SCREEN.text : token.colorText;
  const dim = screen ? SCREEN.dim : token.colorTextSecondary;
  const style = screen ? { background: SCREEN.panel, borderColor: SCREEN.border, height: '100%' } : { height: '100%' };
  // on the big screen the card reads from across a workshop: a large title on the dark panel
  const styles = screen ? { header: { color: SCREEN.text, fontSize: 26, borderColor: SCREEN.border, minHeight: 56 }, body: { padding: 20 } } : undefined;
  if (!f) {
    return (
      <Card size="small" style={style} styles={styles} extra={extra} data-testid="pin-card" data-code={card.code} data-unavailable="true" title={<span style={{ color: dim }}>{t('workbench.pins.unavailable', { kind: kindName })}</span>}>
        <Typography.Text style={{ color: dim }}>{t('workbench.pins.unavailableHint')}</Typography.Text>
      </Card>
    );
  }
  const color = statusColor(f.status, token, text);
  const value = f.value == null ? '—' : groupDigits(f.value);
  const title = f.url && onOpen ? <Typography.Link onClick={() => onOpen(f.url!)}>{f.name}</Typography.Link> : <span style={{ color: text }}>{f.name}</span>;
  return (
    <Card size="small" style={style} styles={styles} extra={extra} title={title} data-testid="pin-card" data-code={card.code} data-status={f.status}>
      <Space direction="vertical" size={4} style={{ width: '100%' }}>
        <div>
          <span data-testid="pin-value" style={{ color, fontSize: screen ? 48 : 28, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{value}</span>
          {f.unit ? <span style={{ color: dim, marginInlineStart: 6, fontSize: screen ? 22 : 14 }}>{f.unit}</span> : null}
          {f.status !== 'none' ? <Tag color={f.status === 'good' ? 'success' : f.status === 'warn' ? 'warning' : 'error'} style={{ marginInlineStart: 8 }}>{t(`workbench.pins.status.${f.status}`)}</Tag> : null}
        </div>
        <Space size={12} wrap style={{ color: dim, fontSize: screen ? 18 : 12 }}>
          {f.target != null ? <span data-testid="pin-target">{t('workbench.pins.target', { value: groupDigits(f.target) })}</span> : null}
          {f.ofTarget != null ? <span data-testid="pin-of-target" style={{ color }}>{t('workbench.pins.ofTarget', { value: f.ofTarget })}</span> : null}
          {f.period ? <span data-testid="pin-period">{periodText(f, t)}</span> : null}
        </Space>
        {f.note ? <Typography.Text style={{ color: dim }}>{f.note}</Typography.Text> : null}
        <Sparkline trend={f.trend} color={screen ? SCREEN.accent : token.colorPrimary} width={screen ? 380 : 140} height={screen ? 80 : 36} label={t('workbench.pins.trend', { n: f.trend.length })} />
      </Space>
    </Card>
  );
}
