// A PostgreSQL source may not be the product's own database by another door: connected directly,
// it would skip the tenant wall (row security, the tenant role, the table list) and read every
// tenant's rows and the platform's secrets. So a source naming the same database on the same server
// — the same port on an address that is the product database's host, or any address of this machine
// when that host is local — is refused; the product's database is the "own" kind, as the tenant.
import dns from 'node:dns/promises';
import net from 'node:net';
import os from 'node:os';
import type { AppEnv } from '../../../server/env';

type Target = { host: string; port: number; database: string };

function productTarget(env: AppEnv): Target | null {
  const o = (env.db.pool as unknown as { options?: { connectionString?: string; host?: string; port?: number; database?: string } }).options ?? {};
  if (o.connectionString) {
    const u = new URL(o.connectionString);
    return { host: decodeURIComponent(u.hostname.replace(/^\[|\]$/g, '')) || 'localhost', port: Number(u.port || 5432), database: decodeURIComponent(u.pathname.slice(1)) };
  }
  return o.host ? { host: o.host, port: Number(o.port ?? 5432), database: o.database ?? '' } : null;
}

async function addresses(host: string): Promise<string[]> {
  if (net.isIP(host)) return [host];
  try {
    return (await dns.lookup(host, { all: true })).map((a) => a.address);
  } catch {
    return [];
  }
}

const machine = () => new Set(['127.0.0.1', '::1', ...Object.values(os.networkInterfaces()).flatMap((list) => (list ?? []).map((i) => i.address))]);
const isLocal = (a: string, mine: Set<string>) => mine.has(a) || a.startsWith('127.') || a === '::1' || a === '0.0.0.0' || a === '::';

/** Is this the product's own database (same name, port and server)? */
export async function isProductDatabase(env: AppEnv, t: Target): Promise<boolean> {
  const own = productTarget(env);
  if (!own || own.port !== t.port || own.database !== t.database) return false;
  const [ours, theirs] = await Promise.all([addresses(own.host), addresses(t.host)]);
  if (ours.some((a) => theirs.includes(a))) return true;
  const mine = machine();
  return ours.some((a) => isLocal(a, mine)) && theirs.some((a) => isLocal(a, mine));
}
