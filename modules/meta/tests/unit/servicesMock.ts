// Stand-in for src/api/services in the meta page tests: the RPC layer is mocked because the
// datax.Metadata calls have their own tests against a real database (tests/server/metadata.test.ts);
// here we check what the pages send and how they show the answers.
import { vi } from 'vitest';
import { resetServices as resetTemplateServices } from '../../../../tests/unit/templates/servicesMock';

export * from '../../../../tests/unit/templates/servicesMock';

export const MetadataApi = {
  entities: vi.fn(),
  entity: vi.fn(),
  saveEntity: vi.fn(),
  removeEntity: vi.fn(),
  attributes: vi.fn(),
  saveAttribute: vi.fn(),
  removeAttribute: vi.fn(),
  sortAttributes: vi.fn(),
  relations: vi.fn(),
  dynamicValues: vi.fn(),
  extendValues: vi.fn(),
  saveExtendValues: vi.fn(),
  flushCache: vi.fn(),
};

export function resetServices() {
  resetTemplateServices();
  for (const fn of Object.values(MetadataApi)) fn.mockReset();
}
