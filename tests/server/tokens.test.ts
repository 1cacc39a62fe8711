// Session tokens: signature and expiry still hold with the verified-token cache, and the refreshed
// token every answer carries is re-minted at most every 30 s per session.
import crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tokens } from '../../server/auth/tokens';

const claims = { sid: 's1', uid: 7, tid: '00000002', rid: 3, pt: 'Web' };
afterEach(() => vi.useRealTimers());

describe('Tokens', () => {
  it('reuses the refreshed token for 30 s, then mints a new one', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z'), toFake: ['Date'] });
    const tokens = new Tokens(crypto.randomBytes(32), 3600);
    const first = await tokens.refresh(claims);
    // 20 s later a signed token would differ (iat, exp): the cached one is answered
    vi.setSystemTime(new Date('2026-01-01T00:00:20Z'));
    expect(await tokens.sign(claims)).not.toBe(first);
    expect(await tokens.refresh(claims)).toBe(first);
    expect(await tokens.refresh({ ...claims, rid: 4 })).not.toBe(first);
    vi.setSystemTime(new Date('2026-01-01T00:00:31Z'));
    const later = await tokens.refresh(claims);
    expect(later).not.toBe(first);
    expect(await tokens.verify(later)).toEqual(claims);
  });

  it('answers expired for a cached token past its time, and invalid for a forged one', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z'), toFake: ['Date'] });
    const tokens = new Tokens(crypto.randomBytes(32), 60);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-01-01T00:01:01Z'));
    expect(await tokens.verify(token)).toBe('expired');
    const [h, p] = token.split('.');
    expect(await tokens.verify(`${h}.${p}.${Buffer.from('forged').toString('base64url')}`)).toBe('invalid');
    const other = new Tokens(crypto.randomBytes(32), 60);
    expect(await other.verify(await tokens.sign(claims))).toBe('invalid');
  });
});
