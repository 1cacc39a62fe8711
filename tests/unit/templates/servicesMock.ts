// Stand-in for src/api/services in template tests: the RPC layer is mocked because the server's
// calls have their own tests against a real database (tests/server); here we check what the
// templates send and how they react to the answers.
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
  for (const api of [MetaDynamicApi, MetaDeApprovalApi, EntityApi, DictApi, MenuAllocApi, LoginApi, OrganApi, MessageApi, ReceiptTypeApi]) {
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
