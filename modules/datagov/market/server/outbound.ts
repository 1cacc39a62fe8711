// An integration's outgoing POST: JSON to an http(s) address with its headers and a time limit.
// The address's host is resolved and every address it resolves to is judged at connect time (the
// request's own lookup), so a name cannot be re-pointed at a private address between the check and
// the call: loopback, private, link-local, carrier-grade NAT, multicast and unspecified addresses
// are refused unless the tenant's parameter DatagovAllowPrivateUrls allows them.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

const BLOCKED = new net.BlockList();
for (const [a, p] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16], ['224.0.0.0', 4], ['240.0.0.0', 4]] as const) BLOCKED.addSubnet(a, p, 'ipv4');
for (const [a, p] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) BLOCKED.addSubnet(a, p, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return BLOCKED.check(mapped[1]!, 'ipv4');
  return BLOCKED.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4');
}

export class PrivateAddress extends Error {
  constructor(readonly host: string) {
    super(`private address: ${host}`);
  }
}

export interface PostResult {
  status: number;
  body: string;
}

/** Posts `body` as JSON; resolves with the answer's status and (the first 2 KB of) its body. */
export function postJson(url: string, headers: Record<string, string>, body: unknown, timeoutMs: number, allowPrivate: boolean): Promise<PostResult> {
  const u = new URL(url);
  const lib = u.protocol === 'https:' ? https : http;
  const lookup: net.LookupFunction = (hostname, options, cb) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return cb(err, '', 4);
      const list = addresses as dns.LookupAddress[];
      if (!allowPrivate && list.some((a) => isPrivateAddress(a.address))) return cb(new PrivateAddress(hostname), '', 4);
      if ((options as { all?: boolean }).all) return (cb as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      cb(null, list[0]!.address, list[0]!.family);
    });
  };
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    // a literal address is not looked up: judged here
    const bare = u.hostname.replace(/^\[|\]$/g, '');
    if (net.isIP(bare) && !allowPrivate && isPrivateAddress(bare)) return reject(new PrivateAddress(bare));
    const req = lib.request(
      u,
      { method: 'POST', lookup, timeout: timeoutMs, headers: { ...headers, 'content-type': 'application/json; charset=utf-8', 'content-length': String(payload.length) } },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          if (size < 2048) chunks.push(c);
          size += c.length;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8').slice(0, 2048) }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timed out after ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(payload);
  });
}
