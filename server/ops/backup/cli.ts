// `npm run backup -- --out DIR [--tenant CODE]` and `npm run restore -- --from DIR [--tenant CODE]`
// (scripts/backup.mjs, scripts/restore.mjs): a line per table with its rows and time, a total,
// and a clear message with a non-zero exit code when refused.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { backup } from './dump';
import { BackupRefusal, type TableDone } from './manifest';
import { restoreWhole } from './restore';
import { restoreTenant } from './restore-tenant';
import { openTarget } from './target';

const tenantCode = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'a tenant code (letters, digits, _ and -)');

const USAGE = {
  backup: 'usage: npm run backup -- --out DIR [--tenant CODE]   (DATABASE_URL, or the embedded database of DATA_DIR)',
  restore: 'usage: npm run restore -- --from DIR [--tenant CODE]   (DATABASE_URL, or the embedded database of DATA_DIR)',
};

type Job = keyof typeof USAGE;

function readArgs(job: Job, argv: string[]): { dir: string; tenant?: string } {
  const dirOption = job === 'backup' ? 'out' : 'from';
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({ args: argv, options: { [dirOption]: { type: 'string' }, tenant: { type: 'string' } }, strict: true }).values;
  } catch (e) {
    throw new BackupRefusal(`${(e as Error).message}\n${USAGE[job]}`);
  }
  const parsed = z.object({ dir: z.string().min(1), tenant: tenantCode.optional() }).safeParse({ dir: values[dirOption], tenant: values.tenant });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BackupRefusal(`${issue.path[0] === 'dir' ? `--${dirOption} DIR is required` : `--tenant: ${issue.message}`}\n${USAGE[job]}`);
  }
  return parsed.data;
}

/** Prints a line per table as it is done, and the total at the end. */
function progress(log: (line: string) => void) {
  const started = performance.now();
  let rows = 0;
  let tables = 0;
  return {
    onTable(d: TableDone) {
      rows += d.rows;
      tables++;
      log(`  ${d.table.padEnd(36)} ${String(d.rows).padStart(10)} rows ${String(d.ms).padStart(7)} ms`);
    },
    total: () => `${tables} tables, ${rows} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  };
}

/** Runs one job; answers the process's exit code. */
export async function run(job: Job, argv: string[], env: NodeJS.ProcessEnv, log = console.log, fail = console.error): Promise<number> {
  try {
    const args = readArgs(job, argv);
    const target = await openTarget(env, { create: job === 'restore' && !args.tenant, log });
    try {
      const p = progress(log);
      const what = args.tenant ? `tenant ${args.tenant}` : 'the whole database';
      if (job === 'backup') {
        log(`Backing up ${what} of ${target.name} into ${args.dir}`);
        await backup(target.url, args.dir, { tenant: args.tenant, onTable: p.onTable });
        log(`Backup done: ${p.total()}.`);
      } else {
        log(`Restoring ${what} from ${args.dir} into ${target.name}`);
        const onDeleted = (rows: number, ms: number) => log(`  (the tenant's current ${rows} rows deleted in ${ms} ms)`);
        if (args.tenant) await restoreTenant(target.url, args.dir, { tenant: args.tenant, onTable: p.onTable, onDeleted });
        else await restoreWhole(target.url, args.dir, { onTable: p.onTable });
        log(`Restore done: ${p.total()}.`);
      }
    } finally {
      await target.close();
    }
    return 0;
  } catch (e) {
    if (e instanceof BackupRefusal) fail(`${job} refused: ${e.message}`);
    else fail(`${job} failed: ${e instanceof Error ? e.message : String(e)}`);
    return 1;
  }
}
