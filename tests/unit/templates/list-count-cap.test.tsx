// A list whose total the server capped (more than 10 000 records): the pager reads "共 10,000+ 条"
// and the user can still page on while pages come back full. RPC layer mocked (see servicesMock.ts).
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../src/i18n';
import { pagerTotal } from '../../../src/templates/list/useListData';
import { clearPageModelCache } from '../../../src/templates/shared/pageModelCache';
import { readPager } from '../../../src/templates/shared/pagerStore';
import { supplierEntity } from '../../kit/web/fakes';
import { preloadTemplates, renderShell, supplierTree } from '../../kit/web/harness';
import { EntityApi, MetaDynamicApi, resetServices } from '../../kit/web/servicesMock';

vi.mock('../../../src/api/services', () => import('../../kit/web/servicesMock'));

vi.setConfig({ testTimeout: 30_000 });
beforeAll(preloadTemplates, 120_000);

const row = (id: number) => ({ id, version: 1, code: `S${id}`, name: `供应商${id}`, category: 'A', status_dict: { dict: 'Saved', name: '保存' } });
const rows = (from: number, n: number) => Array.from({ length: n }, (_, i) => row(from + i));
/** the server's answer for a page: full pages until page 501, which holds 7 records */
const cappedAnswer = ([query]: [{ page: number; pageSize: number }]) =>
  Promise.resolve({ total: 10_000, totalCapped: true, page: query.page, pageSize: query.pageSize, itemList: rows(query.page * 100, query.page < 501 ? query.pageSize : 7) });
const lastQuery = () => MetaDynamicApi.summaryPage.mock.lastCall?.[0][0];
const nextButton = (container: HTMLElement) => container.querySelector('.ant-pagination-next')!;

beforeEach(() => {
  resetServices();
  clearPageModelCache();
  sessionStorage.clear();
  localStorage.clear();
  EntityApi.detail.mockResolvedValue(supplierEntity());
  MetaDynamicApi.summaryPage.mockImplementation(cappedAnswer);
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('zh_CN');
});

const dataList = () => supplierTree({ class: 'DataList', entityCode: 'Supplier' });

describe('a list with a capped total', () => {
  it('shows 共 10,000+ 条 and keeps the next page open past the cap', async () => {
    const { container } = renderShell(dataList(), 'mdm/Supplier');
    expect(await screen.findByText('S100')).toBeTruthy();
    expect(screen.getByText('共 10,000+ 条')).toBeTruthy();
    expect(nextButton(container).getAttribute('aria-disabled')).toBe('false');

    // the last page the cap allows (500 × 20 = 10 000) came back full: page 501 is offered
    fireEvent.click(container.querySelector('.ant-pagination-item-500')!);
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 500, pageSize: 20 }));
    expect(await screen.findByText('S50000')).toBeTruthy();
    expect(container.querySelector('.ant-pagination-item-501')).toBeTruthy();
    expect(nextButton(container).getAttribute('aria-disabled')).toBe('false');
    // the detail's previous/next pager may walk on to page 501 as well
    expect(readPager('mdm/Supplier')?.total).toBe(10_020);

    fireEvent.click(nextButton(container));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 501 }));
    expect(await screen.findByText('S50100')).toBeTruthy();
    // 7 records: the end is reached, the total still reads as capped
    await waitFor(() => expect(nextButton(container).getAttribute('aria-disabled')).toBe('true'));
    expect(container.querySelector('.ant-pagination-item-502')).toBeNull();
    expect(screen.getByText('共 10,000+ 条')).toBeTruthy();
  });

  it('reads 10,000+ in total in English', async () => {
    await i18n.changeLanguage('en_US');
    renderShell(dataList(), 'mdm/Supplier');
    expect(await screen.findByText('S100')).toBeTruthy();
    expect(screen.getByText('10,000+ in total')).toBeTruthy();
  });

  it('leaves exact totals as they were', async () => {
    MetaDynamicApi.summaryPage.mockResolvedValue({ total: 45, page: 1, pageSize: 20, itemList: rows(1, 20) });
    const { container } = renderShell(dataList(), 'mdm/Supplier');
    expect(await screen.findByText('S1')).toBeTruthy();
    expect(screen.getByText('共 45 条')).toBeTruthy();
    expect(container.querySelector('.ant-pagination-item-3')).toBeTruthy();
    expect(container.querySelector('.ant-pagination-item-4')).toBeNull();
  });
});

describe('pagerTotal', () => {
  it('is the total itself when exact, and grows past a cap only while pages come back full', () => {
    expect(pagerTotal(45, false, 3, 20, 5)).toBe(45);
    expect(pagerTotal(10_000, true, 1, 20, 20)).toBe(10_000);
    expect(pagerTotal(10_000, true, 500, 20, 20)).toBe(10_020);
    expect(pagerTotal(10_000, true, 600, 20, 20)).toBe(12_020);
    expect(pagerTotal(10_000, true, 618, 20, 5)).toBe(12_345);
    // an empty page past the end (records removed meanwhile): the pages before it stay reachable
    expect(pagerTotal(10_000, true, 700, 20, 0)).toBe(13_980);
    expect(pagerTotal(10_000, true, 2, 20, 0)).toBe(10_000);
  });
});
