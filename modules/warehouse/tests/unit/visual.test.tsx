// 库存可视化 in jsdom (the call stubbed: the server side has its own test): the warehouse's areas as
// grids coloured by fill — empty, part, full, broken down — with what lies there in the tooltip;
// a layer shows only its positions; another warehouse is asked for when chosen; a failed load
// says so; a warehouse without positions says that.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RpcError } from '../../../../src/api/errors';
import { loadModuleStrings } from '../../../../src/i18n/modules';
import type { StockVisual, VisualPosition } from '../../contracts';
import warehouseWeb from '../../web';
import { shadeOf } from '../../web/fill';
import VisualPage from '../../web/VisualPage';

const api = vi.hoisted(() => ({ listMaterialVisual: vi.fn() }));
vi.mock('../../web/api', () => ({ WmsStockApi: api, quiet: { ignoreError: true } }));

beforeAll(() => loadModuleStrings(warehouseWeb));
afterEach(cleanup);

const pos = (id: number, platoon: number, column: number, layer: number, over: Partial<VisualPosition> = {}): VisualPosition => ({
  id, code: `P${id}`, name: `A-${platoon}-${column}-${layer}`, platoon, column, layer, status: 'Used', type: 'ManualRack', capacity: '100', total: '0', fill: 0, contents: [], ...over,
});
const visual = (warehouseId: number, positions: VisualPosition[]): StockVisual => ({
  warehouses: [{ id: 1, code: 'WH01', name: '原料仓' }, { id: 2, code: 'WH02', name: '成品仓' }],
  warehouseId,
  areas: positions.length ? [{ id: 10, code: 'WH01-A', name: 'A区', positions }] : [],
});

const shades = () => screen.getAllByTestId('visual-position').map((e) => [e.getAttribute('data-code'), e.getAttribute('data-shade')]);

describe('shadeOf', () => {
  it('colours by state first, then by fill', () => {
    expect([0, 0.2, 0.6, 0.95].map((fill) => shadeOf({ status: 'Used', fill }))).toEqual(['empty', 'low', 'half', 'full']);
    expect(shadeOf({ status: 'BreakDown', fill: 1 })).toBe('broken');
    expect(shadeOf({ status: 'SealUp', fill: 0 })).toBe('sealed');
  });
});

describe('库存可视化', () => {
  it('draws the first warehouse’s areas, a layer at a time, and asks for another warehouse when chosen', async () => {
    api.listMaterialVisual.mockResolvedValueOnce(
      visual(1, [
        pos(1, 1, 1, 1, { total: '100', fill: 1, contents: [{ materialCode: 'WL01', materialName: '钢板', batch: 'PC1', qty: '100.0000' }] }),
        pos(2, 1, 1, 2, { total: '30', fill: 0.3 }),
        pos(3, 1, 2, 1, { status: 'BreakDown' }),
        pos(4, 2, 1, 1),
      ]),
    );
    render(<App><VisualPage /></App>);
    expect(await screen.findByText('WH01-A A区')).toBeTruthy();
    expect(api.listMaterialVisual).toHaveBeenCalledWith([{}], { ignoreError: true });
    // all layers: each cell shows its fullest position
    expect(shades()).toEqual([['P1', 'full'], ['P3', 'broken'], ['P4', 'empty']]);
    expect(screen.getByText('已用 2 / 4 个库位')).toBeTruthy();
    fireEvent.click(screen.getByText('第2层'));
    expect(shades()).toEqual([['P2', 'low']]);
    fireEvent.click(screen.getByText('全部层'));
    fireEvent.mouseEnter(screen.getByLabelText('P1'));
    expect(await screen.findByText('WL01 钢板 [PC1]: 100')).toBeTruthy();

    api.listMaterialVisual.mockResolvedValueOnce(visual(2, []));
    fireEvent.mouseDown(within(screen.getByTestId('visual-page')).getByRole('combobox'));
    fireEvent.click(await screen.findByText('WH02 成品仓'));
    await waitFor(() => expect(api.listMaterialVisual).toHaveBeenLastCalledWith([{ warehouseId: 2 }], { ignoreError: true }));
    expect(await screen.findByText('该仓库还没有库区和库位')).toBeTruthy();
  });

  it('says when the load failed', async () => {
    api.listMaterialVisual.mockRejectedValueOnce(new RpcError(500, '服务异常'));
    render(<App><VisualPage /></App>);
    expect(await screen.findByText('服务异常')).toBeTruthy();
  });
});
