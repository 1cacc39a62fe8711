import { vi } from 'vitest';
import { MaterialRenderer } from './Material';
import { referenceTypeSuite } from './shared/referenceTestKit';

// datax.Entity is mocked (a fake fuzzyPage over in-memory records): these tests pin the picker's
// requests and what it shows; the call itself is covered by the server tests.
vi.mock('../../src/api/services', () => import('../../tests/kit/web/servicesMock'));

referenceTypeSuite({ renderer: MaterialRenderer, entityCode: 'Material', pageSize: 13 });
