// manifest.json of a backup directory: what was saved (scope, tables with their columns and row
// counts, sequences) and at which migrations. It is written last, so a directory without one is
// an unfinished backup.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const FORMAT = 'plantform-backup';
export const FORMAT_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(FORMAT_VERSION),
  createdAt: z.string(),
  scope: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('whole') }),
    z.object({ kind: z.literal('tenant'), code: z.string(), id: z.string() }),
  ]),
  migrations: z.array(z.string()),
  tables: z.array(z.object({ name: z.string(), columns: z.array(z.string()).min(1), rows: z.number().int().min(0), file: z.string() })),
  sequences: z.array(z.object({ name: z.string(), lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() })),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestTable = Manifest['tables'][number];

export class BackupRefusal extends Error {}

/** Progress: one table backed up or restored. */
export interface TableDone {
  table: string;
  rows: number;
  ms: number;
}

/** The file of one table in a backup directory. */
export function tableFile(table: string): string {
  return `${table}.csv.gz`;
}

export function writeManifest(dir: string, manifest: Manifest): void {
  fs.writeFileSync(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

export function readManifest(dir: string): Manifest {
  const file = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(file)) throw new BackupRefusal(`${path.resolve(dir)} holds no ${MANIFEST_FILE}: not a Plantform backup, or an unfinished one`);
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    throw new BackupRefusal(`${file} is not JSON: ${(e as Error).message}`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BackupRefusal(`${file} is not a Plantform backup manifest (format ${FORMAT} version ${FORMAT_VERSION}): ${issue.path.join('.')}: ${issue.message}`);
  }
  for (const t of parsed.data.tables) {
    // the file name comes from the manifest: it must stay inside the backup directory
    if (t.file !== tableFile(t.name) || !/^[a-z_][a-z0-9_]*$/.test(t.name)) throw new BackupRefusal(`${file}: table ${JSON.stringify(t.name)} has an unexpected name or file`);
    if (!fs.existsSync(path.join(dir, t.file))) throw new BackupRefusal(`${path.join(dir, t.file)} is missing from the backup`);
  }
  return parsed.data;
}

/**
 * A backup restores only at the very migrations it was taken at: the columns of its files are
 * those of that schema. Refuses otherwise, naming what differs on each side.
 */
export function requireSameMigrations(backup: string[], target: string[], targetName: string): void {
  const inBackup = backup.filter((m) => !target.includes(m));
  const inTarget = target.filter((m) => !backup.includes(m));
  if (!inBackup.length && !inTarget.length) return;
  const list = (xs: string[]) => (xs.length ? xs.join(', ') : 'none');
  throw new BackupRefusal(
    `the backup was taken at other migrations than ${targetName}: only in the backup: ${list(inBackup)}; only in ${targetName}: ${list(inTarget)}`,
  );
}
