// 应用数据详情 (meta/AppDataDetail?entityCode=X): the records of a tenant entity through the
// DataList and DataDetail templates, RPC layer mocked (see servicesMock.ts for why).
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EntityMeta } from '../../../../schemas/rpc/datax';
import { clearPageModelCache } from '../../../../src/templates/shared/pageModelCache';
import { attr } from '../../../../tests/kit/web/fakes';
import { preloadTemplates } from '../../../../tests/kit/web/harness';
import { metaTree, renderMeta } from './harness';
import { EntityApi, MenuAllocApi, MetaDynamicApi, resetServices } from '../../../../tests/kit/web/servicesMock';

vi.mock('../../../../src/api/services', () => import('../../../../tests/kit/web/servicesMock'));
vi.mock('../../web/api', () => import('../../../../tests/kit/web/servicesMock'));
vi.setConfig({ testTimeout: 30_000 });

/** A tenant entity: no page fields anywhere, only its attributes. */
const vehicle = (): EntityMeta => ({
  id: 1001, code: 'Vehicle', name: '车辆', nameIntl: { zh_CN: '车辆', en_US: 'Vehicle' }, formId: 'Vehicle', receiptTypeCode: null, hasFlow: false, tree: false, children: [],
  attrs: [
    attr('plate', 'String', { name: '车牌号', extended: true, queryDisplay: true, tableDisplay: true, tableWidth: 140 }),
    attr('load', 'Number', { name: '载重', extended: true, tableDisplay: true }),
  ],
});
const row = { id: 7, version: 1, plate: '沪A12345', load: 12.5, status_dict: { dict: 'Saved', name: '保存' } };

beforeAll(async () => {
  await preloadTemplates();
  await import('../../web/AppDataPage');
}, 120_000);
beforeEach(() => {
  resetServices();
  clearPageModelCache();
  sessionStorage.clear();
  EntityApi.detail.mockResolvedValue(vehicle());
  MetaDynamicApi.summaryPage.mockResolvedValue({ itemList: [row], total: 1, page: 1, pageSize: 20 });
  MetaDynamicApi.getValue.mockResolvedValue(row);
});
afterEach(cleanup);

describe('meta/AppDataDetail', () => {
  it('lists the records of the entity named in the query, columns from its attributes', async () => {
    renderMeta(metaTree(), 'meta/AppDataDetail?entityCode=Vehicle&titleName=车辆');
    expect(await screen.findByText('沪A12345')).toBeTruthy();
    expect(screen.getByTestId('list-DataList')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '车辆' })).toBeTruthy();
    expect(screen.getAllByText('载重').length).toBeGreaterThan(0);
    expect(MetaDynamicApi.summaryPage.mock.lastCall![0][0]).toMatchObject({ entityCode: 'Vehicle', page: 1 });
    // the page has no field metadata of its own: none is asked for
    expect(MenuAllocApi.getPageDetailByUrl).not.toHaveBeenCalled();
  });

  it('meta.entity.data grants add and edit; 新增 opens the DataDetail at the same page', async () => {
    const { location } = renderMeta(metaTree(), 'meta/AppDataDetail?entityCode=Vehicle&titleName=车辆');
    await screen.findByText('沪A12345');
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    await screen.findByTestId('detail-DataDetail');
    expect(location().pathname).toBe('/demo/meta/AppDataDetail');
    const search = new URLSearchParams(location().search);
    expect(search.get('entityCode')).toBe('Vehicle');
    expect(search.get('formId')).toBe('Vehicle');
    expect(screen.getByTestId('edit-plate')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /返\s*回/ }));
    await waitFor(() => expect(screen.getByTestId('list-DataList')).toBeTruthy());
    expect(new URLSearchParams(location().search).get('titleName')).toBe('车辆');
  });

  it('without meta.entity.data the records are read-only', async () => {
    renderMeta(metaTree(['create', 'update', 'delete']), 'meta/AppDataDetail?entityCode=Vehicle');
    await screen.findByText('沪A12345');
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
  });

  it('asks for an entity to be chosen when the entity code is missing', async () => {
    renderMeta(metaTree(), 'meta/AppDataDetail');
    expect((await screen.findByTestId('no-record')).textContent).toContain('请先选择要查看的记录');
  });
});
