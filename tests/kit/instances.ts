// Server instances as an operator runs them beside each other: `npm start`'s script in child
// processes, each with its own DATA_DIR and port, all on one external database (DATABASE_URL).
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnStart } from '../../scripts/start-child';
import { freePort } from '../../server/db/embedded';

export { spawnStart };

export interface Instance {
  base: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
  /** SIGKILL: the instance dies mid-work, as a crashed machine's does */
  kill(): Promise<void>;
  /** SIGTERM and its exit */
  stop(): Promise<number | null>;
}

export async function startInstance(databaseUrl: string, env: Record<string, string> = {}): Promise<Instance> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantform-instance-'));
  const { child, ready, exited, output } = spawnStart({ DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: databaseUrl, ...env });
  await ready;
  return {
    base: `http://127.0.0.1:${port}`,
    child,
    exited,
    output,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
