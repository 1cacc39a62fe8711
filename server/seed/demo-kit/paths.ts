// Receipt paths of the demo documents (which document was made from which), recorded as links.ts
// records them when a user converts one document into another, so the demo's documents trace back
// to their sources like saved ones do.
import { type Col, insertRows } from './bulk';
import type { AnyDb } from './db';
import type { Doc } from './documents';

/** Receipt paths (which document was made from which), as links.ts records them. */
export interface Path {
  source_entity: string;
  source_id: number;
  target_entity: string;
  target_id: number;
  link_code: string;
  create_dt: string;
}

export async function insertPaths(db: AnyDb, tenantId: string, paths: Path[]): Promise<void> {
  const seen = new Set<string>();
  const rows = paths
    .filter((p) => {
      const k = `${p.source_id}:${p.target_id}:${p.link_code}`;
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    })
    .map((p) => ({ ...p, tenant_id: tenantId }));
  const cols: Col[] = [
    { name: 'tenant_id', type: 'text' },
    { name: 'source_entity', type: 'text' },
    { name: 'source_id', type: 'bigint' },
    { name: 'target_entity', type: 'text' },
    { name: 'target_id', type: 'bigint' },
    { name: 'link_code', type: 'text' },
    { name: 'create_dt', type: 'timestamptz' },
  ];
  await insertRows(db, tenantId, 'receipt_path', cols, rows);
}

/** The paths of every document made through one link: each distinct source document named by its rows. */
export function pathsOf(link: string, source: string, target: string, docs: Doc[], sourceOf: (d: Doc) => Array<number | null | undefined>): Path[] {
  return docs.flatMap((d) =>
    [...new Set(sourceOf(d).filter((x): x is number => !!x))].map((s) => ({ source_entity: source, source_id: s, target_entity: target, target_id: d.id, link_code: link, create_dt: d.created })),
  );
}
