// Stand-in for the trace page's call layer: meta.ReceiptPath/gainReceiptRoutes has its own tests
// against a real database (modules/purchase/tests/server); here we check what the page asks and
// how it shows the answers.
import { vi } from 'vitest';
import { resetServices as resetTemplateServices } from '../../../../tests/unit/templates/servicesMock';

export * from '../../../../tests/unit/templates/servicesMock';

export const ReceiptPathApi = { gainReceiptRoutes: vi.fn() };

export function resetServices() {
  resetTemplateServices();
  ReceiptPathApi.gainReceiptRoutes.mockReset();
}
