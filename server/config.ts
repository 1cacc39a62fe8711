// Configuration from the environment (README lists every variable).
import path from 'node:path';
import type { AppConfig } from './env';

export interface StartConfig extends AppConfig {
  port: number;
  host: string;
  databaseUrl: string | null;
  /** where the cluster bus listens (LISTEN needs PostgreSQL itself, not a pooler in transaction mode); DATABASE_URL by default */
  busDatabaseUrl: string | null;
  /** 'transaction' when DATABASE_URL is a pooler in transaction mode (pgbouncer): a tenant's role and id are then set in every transaction */
  databasePooler: 'transaction' | null;
  logLevel: string;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): StartConfig {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  return {
    port: Number(env.PORT || 8080),
    // loopback unless asked: the demo data ships published passwords (admin / Admin@123)
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || null,
    busDatabaseUrl: env.BUS_DATABASE_URL || null,
    databasePooler: poolerOf(env.DATABASE_POOLER),
    logLevel: env.LOG_LEVEL || 'info',
    dataDir,
    webDir: path.resolve(env.WEB_DIR || './dist/web'),
    build: env.BUILD || 'plantform',
    uploadLimitBytes: 30 * 1024 * 1024,
    bodyLimitBytes: 1024 * 1024,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  };
}

function poolerOf(value: string | undefined): 'transaction' | null {
  if (!value || value === 'session' || value === 'none') return null;
  if (value === 'transaction') return 'transaction';
  throw new Error(`DATABASE_POOLER must be "transaction" (a pooler in transaction mode) or left unset, not "${value}"`);
}
