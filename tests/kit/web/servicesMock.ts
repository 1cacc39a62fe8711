// The one stand-in for the web's call layer (src/api/services, and a module's web/api that names
// its own clients): the calls have their own tests against a real database (the server tests);
// web tests check what pages and templates send and how they react to the answers. A test mocks
// the call layer with this module, adding its own fakes beside it where a page needs more.
import { vi } from 'vitest';

export const MetaDynamicApi = {
  summaryPage: vi.fn(),
  summary: vi.fn(),
  getValue: vi.fn(),
  saveValue: vi.fn(),
  batchSaveValue: vi.fn(),
  removeValue: vi.fn(),
  auditValue: vi.fn(),
  commitValue: vi.fn(),
  manualFinishValue: vi.fn(),
  repealValue: vi.fn(),
  leadIn: vi.fn(),
};
export const MetaDeApprovalApi = { summaryPage: vi.fn(), summary: vi.fn(), deApproval: vi.fn() };
export const EntityApi = { detail: vi.fn(), fuzzyPage: vi.fn() };
export const DictApi = { listByCode: vi.fn(), listByCodes: vi.fn() };
export const MenuAllocApi = { getAllocatedPortalTree: vi.fn(), getPageDetail: vi.fn(), getPageDetailByUrl: vi.fn(), todoCount: vi.fn() };
export const LoginApi = { publicKey: vi.fn(), logon: vi.fn(), logout: vi.fn(), unlock: vi.fn(), relogin: vi.fn() };
export const OrganApi = { getOrgansOfLogin: vi.fn() };
export const MessageApi = { send: vi.fn(), listMine: vi.fn(), markRead: vi.fn() };
export const ReceiptTypeApi = { getByEntity: vi.fn() };
/** meta's datax.Metadata (实体管理) */
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
/** trace's meta.ReceiptPath (溯源图谱) */
export const ReceiptPathApi = { gainReceiptRoutes: vi.fn() };
export const service = vi.fn();

/** Clients made on demand by code under test (client('report.Report')): a mock per method, reset with the rest. */
const made = new Map<string, Record<string, ReturnType<typeof vi.fn>>>();
export function client(name: string): Record<string, ReturnType<typeof vi.fn>> {
  let api = made.get(name);
  if (!api) {
    const methods: Record<string, ReturnType<typeof vi.fn>> = {};
    api = new Proxy(methods, { get: (target, key: string) => (target[key] ??= vi.fn()) });
    made.set(name, api);
  }
  return api;
}

export function resetServices() {
  for (const api of [MetaDynamicApi, MetaDeApprovalApi, EntityApi, DictApi, MenuAllocApi, LoginApi, OrganApi, MessageApi, ReceiptTypeApi, MetadataApi, ReceiptPathApi]) {
    for (const fn of Object.values(api)) fn.mockReset();
  }
  for (const api of made.values()) for (const fn of Object.values(api)) fn.mockReset();
  DictApi.listByCode.mockResolvedValue([]);
  // a receipt type bound to no approval flow unless a test binds one
  ReceiptTypeApi.getByEntity.mockImplementation(async ([entityCode]: [string]) => ({ entity_code: entityCode, receipt_type_code: null, flow_id: null }));
  DictApi.listByCodes.mockResolvedValue({});
  // no page field metadata by default: pages are built from the entity
  MenuAllocApi.getPageDetailByUrl.mockRejectedValue(Object.assign(new Error('not found'), { code: 11 }));
}
