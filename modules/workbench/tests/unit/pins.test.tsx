// A pinned card as a user sees it: the value with its unit, target, % of target and period, coloured
// by its status (on target green, warning orange, off target red); a card of something gone shows
// that it is unavailable and nothing of it. Also the trend's line and the order a move asks for.
import { cleanup, render, screen, within } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadModuleStrings } from '../../../../src/i18n/modules';
import type { PinFigure, PinnedCard } from '../../pins';
import workbenchWeb from '../../web/index';
import { PinCard } from '../../web/pins/PinCard';
import { sparkPoints } from '../../web/pins/Sparkline';
import { movedIds } from '../../web/pins/usePins';

beforeAll(async () => {
  await loadModuleStrings(workbenchWeb);
});
afterEach(cleanup);

const token = theme.getDesignToken();
const figure = (more: Partial<PinFigure> = {}): PinFigure => ({
  name: '日产量', value: '1380', unit: '件', target: '1450', ofTarget: '95.2', period: '2026-10-20', periodKind: 'day', status: 'warn',
  trend: [{ period: '2026-10-18', value: '1500' }, { period: '2026-10-19', value: '1420' }, { period: '2026-10-20', value: '1380' }],
  url: 'ops/IndicatorDetail?id=4', note: null, ...more,
});
const card = (f: PinFigure | null): PinnedCard => ({ id: 7, kind: 'indicator', code: 'LINE-OUTPUT', figure: f });
const colour = (el: HTMLElement) => getComputedStyle(el).color;
const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

describe('PinCard', () => {
  it('shows name, value with unit, target, % of target, period and a trend line', () => {
    render(<PinCard card={card(figure())} kindName="指标" />);
    const c = screen.getByTestId('pin-card');
    expect(within(c).getByText('日产量')).toBeTruthy();
    expect(screen.getByTestId('pin-value').textContent).toBe('1,380');
    expect(within(c).getByText('件')).toBeTruthy();
    expect(screen.getByTestId('pin-target').textContent).toBe('目标 1,450');
    expect(screen.getByTestId('pin-of-target').textContent).toBe('目标的 95.2%');
    expect(screen.getByTestId('pin-period').textContent).toBe('2026-10-20');
    expect(within(c).getByText('预警')).toBeTruthy();
    expect(screen.getByRole('img', { name: '近 3 期趋势' })).toBeTruthy();
  });

  it('colours the value by its status against the target', () => {
    const { rerender } = render(<PinCard card={card(figure({ status: 'good', value: '1500', ofTarget: '103.4' }))} kindName="指标" />);
    expect(colour(screen.getByTestId('pin-value'))).toBe(rgb(token.colorSuccess));
    expect(screen.getByText('达标')).toBeTruthy();
    rerender(<PinCard card={card(figure({ status: 'bad', value: '1200', ofTarget: '82.8' }))} kindName="指标" />);
    expect(colour(screen.getByTestId('pin-value'))).toBe(rgb(token.colorError));
    expect(colour(screen.getByTestId('pin-of-target'))).toBe(rgb(token.colorError));
    expect(screen.getByText('未达标')).toBeTruthy();
    rerender(<PinCard card={card(figure({ status: 'warn' }))} kindName="指标" />);
    expect(colour(screen.getByTestId('pin-value'))).toBe(rgb(token.colorWarning));
  });

  it('a month reads as its month; no value reads —, with the note why', () => {
    render(<PinCard card={card(figure({ period: null, value: null, ofTarget: null, status: 'none', periodKind: 'month', trend: [], note: '按您的数据范围，请在指标详情中查看' }))} kindName="指标" />);
    expect(screen.getByTestId('pin-value').textContent).toBe('—');
    expect(screen.queryByTestId('pin-of-target')).toBeNull();
    expect(screen.queryByTestId('pin-trend')).toBeNull();
    expect(screen.getByText('按您的数据范围，请在指标详情中查看')).toBeTruthy();
    cleanup();
    render(<PinCard card={card(figure({ period: '2026-11-01', periodKind: 'month' }))} kindName="指标" />);
    expect(screen.getByTestId('pin-period').textContent).toBe('2026-11');
  });

  it('a pin of something gone or no longer readable says unavailable and shows nothing of it', () => {
    render(<PinCard card={card(null)} kindName="指标" />);
    const c = screen.getByTestId('pin-card');
    expect(c.getAttribute('data-unavailable')).toBe('true');
    expect(within(c).getByText('指标不可用')).toBeTruthy();
    expect(screen.queryByTestId('pin-value')).toBeNull();
    expect(c.textContent).not.toContain('LINE-OUTPUT');
  });
});

describe('the trend line and moves', () => {
  it('scales the values between their least and most, a missing value breaking the line', () => {
    expect(sparkPoints([{ period: 'a', value: '10' }, { period: 'b', value: '20' }, { period: 'c', value: '15' }], 100, 24)).toEqual(['0.0,22.0 50.0,2.0 100.0,12.0']);
    expect(sparkPoints([{ period: 'a', value: '1' }, { period: 'b', value: null }, { period: 'c', value: '2' }, { period: 'd', value: '3' }], 30, 24)).toEqual(['0.0,22.0', '20.0,12.0 30.0,2.0']);
    expect(sparkPoints([{ period: 'a', value: '1' }], 30, 24)).toEqual([]);
  });

  it('a move answers every id in the new order, none past either end', () => {
    const cards = [1, 2, 3].map((id) => ({ ...card(null), id }));
    expect(movedIds(cards, 2, -1)).toEqual([1, 3, 2]);
    expect(movedIds(cards, 0, 1)).toEqual([2, 1, 3]);
    expect(movedIds(cards, 0, -1)).toBeNull();
    expect(movedIds(cards, 2, 1)).toBeNull();
  });
});
