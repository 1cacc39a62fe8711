// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../../server/auth/password';
import { Tokens } from '../../../server/auth/tokens';

describe('password hashes', () => {
  it('verify the right password only, including non-ASCII ones', async () => {
    const h = await hashPassword('密码Pa$$');
    expect(await verifyPassword('密码Pa$$', h)).toBe(true);
    expect(await verifyPassword('密码Pa$', h)).toBe(false);
    expect(await verifyPassword('x', 'plain-text-in-db')).toBe(false);
  });
});

describe('tokens', () => {
  const claims = { sid: 's1', uid: 7, tid: '00000002', rid: 3, pt: 'Web' };
  it('round-trip their claims', async () => {
    const t = new Tokens(new Uint8Array(32).fill(1), 60);
    expect(await t.verify(await t.sign(claims))).toEqual(claims);
  });
  it('tell expired from invalid', async () => {
    const t = new Tokens(new Uint8Array(32).fill(1), 60);
    expect(await t.verify(await t.sign(claims, -5))).toBe('expired');
    const other = new Tokens(new Uint8Array(32).fill(2), 60);
    expect(await other.verify(await t.sign(claims))).toBe('invalid');
    expect(await t.verify('garbage')).toBe('invalid');
  });
});
