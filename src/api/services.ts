// Typed clients of the call contracts in schemas/rpc. Only types are imported from there, so zod
// never reaches the browser bundle.
import type { CallContract } from '../../schemas/rpc/define';
import type { dataxDict, dataxEntity, dataxForm, dataxMetaDynamic, dataxReceiptType, dataxWrappers, metaMetaDynamic } from '../../schemas/rpc/datax';
import type { dataxMetadata } from '../../schemas/rpc/metadata';
import type { portalLogin, portalMenuAlloc, portalMessage, portalOrgan } from '../../schemas/rpc/portal';
import { rpc, type RpcOptions } from './rpc';

export type ServiceClient<C> = {
  [K in keyof C]: C[K] extends CallContract<infer A, infer R>
    ? (args: A extends readonly unknown[] ? A : never, opts?: RpcOptions) => Promise<R>
    : never;
};

/** `service<typeof portalLogin>('portal.Login').logon([...])` posts to /portal.Login/logon. */
export function service<C>(name: string): ServiceClient<C> {
  return new Proxy({} as ServiceClient<C>, {
    get: (_target, method) => (args: readonly unknown[], opts?: RpcOptions) => rpc(name, String(method), args, opts),
  });
}

export const LoginApi = service<typeof portalLogin>('portal.Login');
export const MenuAllocApi = service<typeof portalMenuAlloc>('portal.MenuAlloc');
export const OrganApi = service<typeof portalOrgan>('portal.organ');
export const MessageApi = service<typeof portalMessage>('portal.Message');
export const MetaDynamicApi = service<typeof dataxMetaDynamic>('datax.MetaDynamic');
export const MetaDeApprovalApi = service<typeof metaMetaDynamic>('meta.MetaDynamic');
export const EntityApi = service<typeof dataxEntity>('datax.Entity');
export const DictApi = service<typeof dataxDict>('datax.Dict');
export const RecordWrappersApi = service<typeof dataxWrappers>('datax.MetaDynamic');
export const FormApi = service<typeof dataxForm>('datax.Form');
export const ReceiptTypeApi = service<typeof dataxReceiptType>('datax.ReceiptType');
export const MetadataApi = service<typeof dataxMetadata>('datax.Metadata');
