// An implementer's change of a role's page (fields, buttons) reaches an open session on the next
// page open: page details are not kept for the whole session.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const getPageDetailByUrl = vi.fn();
vi.mock('../../../src/api/services', () => ({
  EntityApi: { detail: vi.fn(async () => ({ id: 1, code: 'Supplier', name: '供应商', nameIntl: {}, formId: 'Supplier', receiptTypeCode: null, hasFlow: false, tree: false, attrs: [], children: [] })) },
  MenuAllocApi: { getPageDetailByUrl },
}));

const { clearPageModelCache, loadPageModel, PAGE_DETAIL_TTL_MS } = await import('../../../src/templates/shared/pageModelCache');

const req = { entityCode: 'Supplier', pages: [{ url: 'mdm/Supplier', withPageDetail: true }], overrideUrl: 'mdm/Supplier', roleId: 7, language: 'zh_CN' as const };

describe('page details in the page model cache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clearPageModelCache();
    getPageDetailByUrl.mockReset();
    getPageDetailByUrl.mockResolvedValue(null);
  });
  afterEach(() => vi.useRealTimers());

  it('shares one answer between pages opened together and asks again on a later open', async () => {
    await loadPageModel(req);
    await loadPageModel(req);
    expect(getPageDetailByUrl).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(PAGE_DETAIL_TTL_MS + 1);
    await loadPageModel(req);
    expect(getPageDetailByUrl).toHaveBeenCalledTimes(2);
  });
});
