// What the flow call tests share: a paged answer and a call that must succeed (its body).
import type { Session } from '../../../../schemas/rpc/portal';
import type { TestServer } from '../../../../tests/server/harness';

export interface Page<T> {
  total: number;
  itemList: T[];
}

/** a call that must answer 200: its body (else the test fails naming the call, code and message) */
export const okCall =
  (srv: () => TestServer) =>
  async <T>(s: Session, service: string, method: string, args: unknown[]): Promise<T> => {
    const r = await srv().call<T>(s, service, method, args);
    if (r.json.code !== 200) throw new Error(`${service}/${method}: ${r.json.code} ${r.json.msg}`);
    return r.json.body;
  };
