// GET /ws: a browser cannot put headers on a web socket, and a token in the address ends up in
// logs, so the client sends {"type":"auth","token":"…"} as its first frame. Anything else, or
// nothing within the wait, closes the socket with 4401; an expired token with 4403. Once
// authenticated the hub (ws/hub.ts) keeps the socket: heartbeats, pushes, the todo count now.
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { authenticate } from '../auth/authenticate';
import type { AppEnv } from '../env';
import { AuthError } from '../rpc/errors';
import { todoCount } from '../services/todo';

export const WS_AUTH_TIMEOUT_MS = 5_000;

function tokenOf(data: unknown): string | null {
  try {
    const frame = JSON.parse(String(data)) as { type?: unknown; token?: unknown } | null;
    return frame?.type === 'auth' && typeof frame.token === 'string' && frame.token ? frame.token : null;
  } catch {
    return null;
  }
}

async function admit(env: AppEnv, socket: WebSocket, data: unknown): Promise<void> {
  const token = tokenOf(data);
  if (!token) return socket.close(4401, 'the first frame must be {"type":"auth","token":…}');
  try {
    const auth = await authenticate(env, token, undefined);
    if (socket.readyState !== socket.OPEN) return; // the client left while we checked
    env.hub.add(auth.tenantId, auth.userId, socket);
    env.hub.send(socket, { type: 'todoCount', ...(await todoCount(env.db.forTenant(auth.tenantId), auth.tenantId, auth.userId)) });
  } catch (e) {
    if (e instanceof AuthError) return socket.close(e.status === 403 ? 4403 : 4401, e.message);
    env.log.error({ err: e }, 'web socket authentication failed');
    socket.close(1011, 'internal error'); // the client tries again later
  }
}

export function registerWebSocketRoute(app: FastifyInstance, env: AppEnv, authTimeoutMs = WS_AUTH_TIMEOUT_MS): void {
  app.get('/ws', { websocket: true }, (socket) => {
    // listeners are attached at once: a frame sent right after opening must not be missed
    const timer = setTimeout(() => socket.close(4401, 'no auth frame'), authTimeoutMs);
    socket.on('close', () => clearTimeout(timer));
    socket.on('error', () => socket.terminate());
    socket.once('message', (data) => {
      clearTimeout(timer);
      void admit(env, socket, data);
    });
  });
}
