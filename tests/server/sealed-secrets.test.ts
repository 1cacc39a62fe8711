// Credentials kept sealed at rest (server/secrets/sealed.ts): they open with the instances' shared
// keys at the place they were sealed for, and nowhere else — not under another tenant, not for
// another row, not once altered, not with another install's keys. An older value stored in clear
// still reads (it is sealed on its next write).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOrCreateKeys } from '../../server/auth/keys';
import { isSealed, openSecret, sealSecret } from '../../server/secrets/sealed';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'plantform-seal-'));
const keys = loadOrCreateKeys(tempDir());
const otherInstall = loadOrCreateKeys(tempDir());

describe('sealed secrets', () => {
  it('open at their place only', () => {
    const sealed = sealSecret(keys, '00000002', 'iot-gateway:7', 'broker-pass');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('broker-pass');
    expect(sealSecret(keys, '00000002', 'iot-gateway:7', 'broker-pass')).not.toBe(sealed); // a fresh nonce each time
    expect(openSecret(keys, '00000002', 'iot-gateway:7', sealed)).toBe('broker-pass');
    expect(() => openSecret(keys, '00000003', 'iot-gateway:7', sealed)).toThrow();
    expect(() => openSecret(keys, '00000002', 'iot-gateway:8', sealed)).toThrow();
    expect(() => openSecret(otherInstall, '00000002', 'iot-gateway:7', sealed)).toThrow();
    const raw = Buffer.from(sealed.slice(3), 'base64');
    raw[raw.length - 1] ^= 1;
    expect(() => openSecret(keys, '00000002', 'iot-gateway:7', `v1:${raw.toString('base64')}`)).toThrow();
  });

  it('read an older clear value as it is', () => {
    expect(isSealed('plain-old')).toBe(false);
    expect(openSecret(keys, '00000002', 'iot-gateway:7', 'plain-old')).toBe('plain-old');
  });
});
