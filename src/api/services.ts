// Typed clients of the call contracts (schemas/rpc, modules/*/contracts.ts). Only types are
// imported from there, so zod never reaches the browser bundle; the service name a client posts
// to is checked by the compiler against the contract's own name (declared once, with the calls).
import type { CallContract, ServiceContract } from '../../schemas/rpc/define';
import type { dataxDict, dataxEntity, dataxForm, dataxMetaDynamic, dataxReceiptType, dataxWrappers, metaMetaDynamic } from '../../schemas/rpc/datax';
import type { portalLogin, portalMenuAlloc, portalMessage, portalOrgan } from '../../schemas/rpc/portal';
import type { portalMenu } from '../../schemas/rpc/portal-menu';
import { rpc, type RpcOptions } from './rpc';

export type ServiceClient<S> =
  S extends ServiceContract<string, infer C>
    ? {
        [K in keyof C]: C[K] extends CallContract<infer A, infer R>
          ? (args: A extends readonly unknown[] ? A : never, opts?: RpcOptions) => Promise<R>
          : never;
      }
    : never;

/** `client<typeof portalLogin>('portal.Login').logon([...])` posts to /portal.Login/logon. */
export function client<S extends ServiceContract>(name: S['name']): ServiceClient<S> {
  return new Proxy({} as ServiceClient<S>, {
    get: (_target, method) => (args: readonly unknown[], opts?: RpcOptions) => rpc(name, String(method), args, opts),
  });
}

export const LoginApi = client<typeof portalLogin>('portal.Login');
export const MenuAllocApi = client<typeof portalMenuAlloc>('portal.MenuAlloc');
export const MenuApi = client<typeof portalMenu>('portal.Menu');
export const OrganApi = client<typeof portalOrgan>('portal.organ');
export const MessageApi = client<typeof portalMessage>('portal.Message');
export const MetaDynamicApi = client<typeof dataxMetaDynamic>('datax.MetaDynamic');
export const MetaDeApprovalApi = client<typeof metaMetaDynamic>('meta.MetaDynamic');
export const EntityApi = client<typeof dataxEntity>('datax.Entity');
export const DictApi = client<typeof dataxDict>('datax.Dict');
export const RecordWrappersApi = client<typeof dataxWrappers>('datax.MetaDynamic');
export const FormApi = client<typeof dataxForm>('datax.Form');
export const ReceiptTypeApi = client<typeof dataxReceiptType>('datax.ReceiptType');
