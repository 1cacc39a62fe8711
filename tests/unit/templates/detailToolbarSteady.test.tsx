// A detail's toolbar is drawn whole: the modules' buttons (溯源图谱) are loaded before the page
// shows, never a moment after it. The toolbar is right-aligned, so a button arriving late moved
// every button left of it under a pointer already on its way — in the purchase journey a click
// meant for 生成到货单 landed on 登记发票. Its own file: the first showing (nothing loaded yet) is
// what is under test. The RPC layer is mocked (servicesMock.ts): unit tests do not boot a server.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { purchasePages } from '../../../modules/purchase/pages';
import { mergeModuleRoutes } from '../../../src/app/routes/registry';
import { TEMPLATES } from '../../../src/templates/registry';
import { documentPath, purchaseEntity, purchaseTree, renderDocuments } from '../../kit/web/documentsHarness';
import { EntityApi, MetaDynamicApi, resetServices } from '../../kit/web/servicesMock';

vi.mock('../../../src/api/services', () => import('../../kit/web/servicesMock'));
vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => TEMPLATES.VformDetail(), 120_000);
afterEach(cleanup);

const order = { id: 7, version: 2, code: 'CG1', supplier_id: { id: 3, code: 'S003', name: '华东供应' }, status_dict: { dict: 'Audit', name: '已审核' }, items: [] };
const registry = mergeModuleRoutes({ stubs: [{ path: 'dcm/trace', load: async () => ({ default: () => null }) }] });

it('shows the modules’ buttons together with the return button, on the first showing', async () => {
  resetServices();
  EntityApi.detail.mockImplementation(async ([code]: [string]) => purchaseEntity(code));
  MetaDynamicApi.getValue.mockResolvedValue(order);
  renderDocuments(documentPath(purchasePages.Order, '采购订单', 7), purchaseTree({}), registry);
  await screen.findByRole('button', { name: /返\s*回/ });
  // at once, not found after a wait
  expect(screen.getByRole('button', { name: /溯源图谱/ })).toBeTruthy();
  expect(screen.getByTestId('view-document')).toBeTruthy();
});
