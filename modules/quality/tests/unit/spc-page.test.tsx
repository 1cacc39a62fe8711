// 控制图 (quality/Spc) with testing-library: the call layer is the kit's stand-in (the calls have
// their server tests) and the two canvas drawings are stand-ins (jsdom has no canvas; their options
// have their own test) — here: what the page asks for as the user picks, and its loading, empty,
// failure and answered states with the capability panel and the flagged points.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RpcError } from '../../../../src/api/errors';
import { client, resetServices } from '../../../../tests/kit/web/servicesMock';
import type { SpcChart, SpcScheme } from '../../spc/contracts';
import SpcPage from '../../spc/web/SpcPage';
import { SPC_CHART } from './spc-fixtures';

vi.mock('../../../../src/api/services', () => import('../../../../tests/kit/web/servicesMock'));
vi.setConfig({ testTimeout: 40_000 });
vi.mock('../../spc/web/ChartViews', () => ({
  ControlChart: ({ chart }: { chart: SpcChart }) => <div data-testid="spc-control-chart">{`${chart.kind}:${chart.points.length}`}</div>,
  HistogramChart: ({ chart }: { chart: SpcChart }) => <div data-testid="spc-histogram">{chart.histogram.length}</div>,
}));

const api = client('quality.Spc');
const SCHEMES: SpcScheme[] = [
  { id: 7, code: 'FA0001', name: '来料检验方案1', version: 1, materialName: '轴承', items: [{ id: 11, code: 'OD', name: '外径' }, { id: 12, code: 'LEN', name: '长度' }] },
  { id: 8, code: 'FA0002', name: '来料检验方案2', version: 2, materialName: null, items: [] },
];
const CHART = SPC_CHART;

beforeEach(() => {
  resetServices();
  api.schemes.mockResolvedValue(SCHEMES);
});
afterEach(cleanup);

describe('控制图', () => {
  it('charts the first scheme’s first numeric item over the last year, then shows limits, capability and flags', async () => {
    api.chart.mockResolvedValue(CHART);
    render(<SpcPage />);
    expect((await screen.findByTestId('spc-control-chart')).textContent).toBe('xbar-r:2');
    const [query] = api.chart.mock.calls[0][0] as [Record<string, unknown>];
    expect(query).toMatchObject({ schemeId: 7, itemId: 11, kind: 'xbar-r', subgroupSize: 5, limit: 1000 });
    expect(String(query.from) < String(query.to)).toBe(true);
    expect(screen.getByText('1.39')).toBeTruthy();
    expect(screen.getByText('0.95')).toBeTruthy();
    expect(screen.getByText('异常点 (1)')).toBeTruthy();
    expect(screen.getByText('1 点超出控制限')).toBeTruthy();
    expect(screen.getByText('较早的 3 个点未显示')).toBeTruthy();
    expect(screen.getByTestId('spc-histogram').textContent).toBe('2');
  });

  it('shows a loading state until the chart answers, and an empty one when the range holds nothing', async () => {
    let answer!: (c: SpcChart) => void;
    api.chart.mockReturnValue(new Promise<SpcChart>((r) => (answer = r)));
    render(<SpcPage />);
    expect(await screen.findByTestId('spc-loading')).toBeTruthy();
    answer({ ...CHART, points: [], limits: null, rangeLimits: null, histogram: [], leftOut: 0 });
    expect(await screen.findByText('所选范围内没有检验数据')).toBeTruthy();
  });

  it('asks for the p chart of the scheme (no item, the item picker off) when the user switches with the keyboard', async () => {
    api.chart.mockResolvedValue(CHART);
    render(<SpcPage />);
    await screen.findByTestId('spc-control-chart');
    api.chart.mockResolvedValue({ ...CHART, kind: 'p', subgroupSize: null, points: CHART.points.map((p) => ({ ...p, size: 50, ucl: 0.4, lcl: 0.05 })) });
    const p = screen.getByRole('radio', { name: 'p 图' });
    p.focus();
    fireEvent.click(p);
    await waitFor(() => expect(screen.getByTestId('spc-control-chart').textContent).toBe('p:2'));
    const [query] = api.chart.mock.calls.at(-1)![0] as [Record<string, unknown>];
    expect(query).toMatchObject({ schemeId: 7, kind: 'p' });
    expect(query).not.toHaveProperty('itemId');
    expect(screen.getByRole('combobox', { name: '检验项目' }).closest('.ant-select-disabled')).toBeTruthy();
  });

  it('says when there is no scheme, and shows the server’s refusal', async () => {
    api.schemes.mockResolvedValueOnce([]);
    render(<SpcPage />);
    expect(await screen.findByText('还没有检验方案')).toBeTruthy();
    expect(api.chart).not.toHaveBeenCalled();
    cleanup();
    api.chart.mockRejectedValue(new RpcError(400, '检验项目LOOK不是数值类项目，不能绘制X̄-R控制图'));
    render(<SpcPage />);
    expect(await screen.findByText('检验项目LOOK不是数值类项目，不能绘制X̄-R控制图')).toBeTruthy();
  });
});
