// The server of one test file: started when the file loads (top-level await), closed after its
// tests; and calls that must succeed, named in the failure.
import { afterAll } from 'vitest';
import type { Session } from '../../schemas/rpc/portal';
import type { AppConfig } from '../../server/env';
import { type StartOptions, startServer, type TestServer } from './server';

/** `const srv = await fileServer(…)`: a fresh server over the seeded database, closed when the file's tests are done. */
export async function fileServer(config: Partial<AppConfig> = {}, opts: StartOptions = {}): Promise<TestServer> {
  const srv = await startServer(config, opts);
  afterAll(() => srv.close());
  return srv;
}

/** Calls on this server that must answer 200: their body; else the test fails naming the call, code and message. */
export const okCall =
  (srv: TestServer) =>
  async <T>(s: Session | null, service: string, method: string, args: unknown[]): Promise<T> => {
    const r = await srv.call<T>(s, service, method, args);
    if (r.json.code !== 200) throw new Error(`${service}/${method}: ${r.json.code} ${r.json.msg}`);
    return r.json.body;
  };
