// Session tokens: HS256 JWTs (jose) tied to a session row, user, tenant, role and portal type.
import crypto from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  sid: string;
  uid: number;
  tid: string;
  rid: number;
  pt: string;
}

/** A refreshed token is minted at most this often per session: every answer carries one. */
const REFRESH_EVERY_MS = 30_000;
const MAX_CACHED = 20_000;

export class Tokens {
  /** a KeyObject made once: with raw bytes jose imports the key again on every sign and verify */
  private readonly secret: crypto.KeyObject;
  /** tokens whose signature was checked, until they expire (the same string needs no second check) */
  private readonly verified = new Map<string, { claims: TokenClaims; exp: number }>();
  private readonly minted = new Map<string, { token: string; at: number }>();
  constructor(
    secret: Uint8Array,
    readonly ttlSeconds: number,
  ) {
    this.secret = crypto.createSecretKey(secret);
  }

  sign(c: TokenClaims, ttlSeconds = this.ttlSeconds): Promise<string> {
    return new SignJWT({ uid: c.uid, tid: c.tid, rid: c.rid, pt: c.pt })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(c.sid)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(this.secret);
  }

  /**
   * The token every answer carries: a fresh one, or the one minted for the same claims less than
   * REFRESH_EVERY_MS ago (signing on every call cost more than the rest of a small call).
   */
  async refresh(c: TokenClaims): Promise<string> {
    const key = `${c.sid}|${c.uid}|${c.tid}|${c.rid}|${c.pt}`;
    const hit = this.minted.get(key);
    if (hit && Date.now() - hit.at < REFRESH_EVERY_MS) return hit.token;
    const token = await this.sign(c);
    if (this.minted.size >= MAX_CACHED) this.minted.clear();
    this.minted.set(key, { token, at: Date.now() });
    return token;
  }

  /** 'expired' for a well-signed token past its time, 'invalid' for anything else wrong. */
  async verify(token: string): Promise<TokenClaims | 'expired' | 'invalid'> {
    const hit = this.verified.get(token);
    if (hit) {
      if (Date.now() < hit.exp * 1000) return hit.claims;
      this.verified.delete(token);
      return 'expired';
    }
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'] });
      const { sub, uid, tid, rid, pt, exp } = payload as Record<string, unknown>;
      if (typeof sub !== 'string' || typeof uid !== 'number' || typeof tid !== 'string' || typeof rid !== 'number' || typeof pt !== 'string') {
        return 'invalid';
      }
      const claims = { sid: sub, uid, tid, rid, pt };
      if (typeof exp === 'number') {
        if (this.verified.size >= MAX_CACHED) this.verified.clear();
        this.verified.set(token, { claims, exp });
      }
      return claims;
    } catch (e) {
      return e instanceof errors.JWTExpired ? 'expired' : 'invalid';
    }
  }
}
