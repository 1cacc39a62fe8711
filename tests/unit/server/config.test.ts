// @vitest-environment node
// Start-up configuration: a first `npm start` serves loopback only (the demo data ships
// published passwords); HOST opts into other interfaces.
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../../server/config';

describe('configFromEnv', () => {
  it('listens on loopback only by default', () => {
    expect(configFromEnv({}).host).toBe('127.0.0.1');
  });

  it('honours HOST', () => {
    expect(configFromEnv({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(configFromEnv({ HOST: '::1' }).host).toBe('::1');
  });

  it('knows a transaction pooler only by its name, and refuses a misspelt one', () => {
    expect(configFromEnv({}).databasePooler).toBeNull();
    expect(configFromEnv({ DATABASE_POOLER: 'transaction' }).databasePooler).toBe('transaction');
    expect(configFromEnv({ DATABASE_POOLER: 'session' }).databasePooler).toBeNull();
    expect(() => configFromEnv({ DATABASE_POOLER: 'transactions' })).toThrow(/DATABASE_POOLER must be "transaction"/);
  });
});
