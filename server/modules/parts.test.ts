// When a module's parts seed their demo data: after the module's own by default, in part order; a
// part whose server says it seeds first (its module's demo builds on its data) seeds before the
// module's own. Only the seed moves: services, hooks and background work keep the part order.
import { describe, expect, it } from 'vitest';
import type { PartServer } from '../../schemas/modules/define';
import { joinServerParts } from './parts';
import type { ServerModule } from './types';

const traced = (name: string, log: string[], extra: Partial<PartServer> = {}): PartServer => ({
  hooks: [{ entity: name }],
  seed: async () => void log.push(`seed ${name}`),
  start: async () => {
    log.push(`start ${name}`);
    return async () => void log.push(`stop ${name}`);
  },
  ...extra,
});

async function run(server: ServerModule): Promise<void> {
  await server.seed?.({} as never);
  const stop = await server.start?.({} as never);
  await stop?.();
}

describe('the seed order of a module and its parts', () => {
  it('seeds a part that seeds first before the module, the others after it, in part order', async () => {
    const log: string[] = [];
    const joined = joinServerParts('shop', traced('shop', log), [
      { code: 'tools', server: traced('tools', log) },
      { code: 'arrivals', server: traced('arrivals', log, { seedFirst: true }) },
      { code: 'jigs', server: traced('jigs', log) },
    ]);
    await run(joined);
    expect(log).toEqual(['seed arrivals', 'seed shop', 'seed tools', 'seed jigs', 'start shop', 'start tools', 'start arrivals', 'start jigs', 'stop shop', 'stop tools', 'stop arrivals', 'stop jigs']);
    // only the seed moves: its hooks keep their place after the module's
    expect(joined.hooks?.map((h) => h.entity)).toEqual(['shop', 'tools', 'arrivals', 'jigs']);
  });

  it('seeds first also when the module has no seed (or no server) of its own', async () => {
    const log: string[] = [];
    await run(joinServerParts('shop', undefined, [{ code: 'tools', server: traced('tools', log) }, { code: 'arrivals', server: traced('arrivals', log, { seedFirst: true }) }]));
    expect(log.filter((l) => l.startsWith('seed'))).toEqual(['seed arrivals', 'seed tools']);
  });
});
