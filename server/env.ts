// What every handler can reach: database, keys, tokens, web-socket hub, configuration.
import type { FastifyBaseLogger } from 'fastify';
import type { Keys } from './auth/keys';
import type { Tokens } from './auth/tokens';
import type { Database } from './db';
import type { Grants } from './rpc/grants';
import type { NavCache } from './services/nav-cache';
import type { WsHub } from './ws/hub';

export interface AppConfig {
  dataDir: string;
  /** web app build to serve (dist/web), if present */
  webDir: string | null;
  /** customer build name (BUILD) */
  build: string;
  uploadLimitBytes: number;
  bodyLimitBytes: number;
  /** honour X-Forwarded-For (only behind a proxy you run: otherwise clients could pick their address) */
  trustProxy: boolean;
}

export interface AppEnv {
  db: Database;
  keys: Keys;
  tokens: Tokens;
  grants: Grants;
  hub: WsHub;
  navCache: NavCache;
  config: AppConfig;
  log: FastifyBaseLogger;
}
