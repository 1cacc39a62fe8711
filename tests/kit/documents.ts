// Records and documents a server test sets up through the calls a user would make, each of which
// must succeed (a refusal fails the test, naming the call).
import type { Session } from '../../schemas/rpc/portal';
import type { AnyRecord } from './envelope';
import type { TestServer } from './server';
import { okCall } from './session';

/** `const { save, audited } = recordCalls(srv, admin)`: saving records and auditing documents as `s`. */
export function recordCalls(srv: TestServer, s: Session) {
  const call = okCall(srv);
  return {
    /** a record of `entity` saved through datax.MetaDynamic/saveValue: the saved record */
    save: (entity: string, record: object) => call<AnyRecord>(s, 'datax.MetaDynamic', 'saveValue', [entity, record]),
    /** a document created, committed and audited on `service` (as in a tenant without approval flows): the audited document */
    audited: async (service: string, record: object) => {
      const created = await call<AnyRecord>(s, service, 'create', [record]);
      await call(s, service, 'commit', [created.id]);
      return call<AnyRecord>(s, service, 'audit', [created.id]);
    },
  };
}
