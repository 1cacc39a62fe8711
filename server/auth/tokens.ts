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

export class Tokens {
  /** a KeyObject made once: with raw bytes jose imports the key again on every sign and verify */
  private readonly secret: crypto.KeyObject;
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

  /** 'expired' for a well-signed token past its time, 'invalid' for anything else wrong. */
  async verify(token: string): Promise<TokenClaims | 'expired' | 'invalid'> {
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'] });
      const { sub, uid, tid, rid, pt } = payload as Record<string, unknown>;
      if (typeof sub !== 'string' || typeof uid !== 'number' || typeof tid !== 'string' || typeof rid !== 'number' || typeof pt !== 'string') {
        return 'invalid';
      }
      return { sid: sub, uid, tid, rid, pt };
    } catch (e) {
      return e instanceof errors.JWTExpired ? 'expired' : 'invalid';
    }
  }
}
