// Times home's calls on a running server (not a test: a measurement to read). Home loads its cards in
// parallel; the pinned cards add workbench.Pins/cards and /kinds beside the figures, documents, tasks
// and messages it loaded before. Answers the median and p95 of each call alone, and of the whole
// parallel set with and without the pin calls.
//   node modules/workbench/tests/timing/home-calls.mjs http://127.0.0.1:18350 [rounds]
import crypto from 'node:crypto';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const rounds = Number(process.argv[3] ?? 30);

async function post(path, args, headers = {}) {
  const r = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(args) });
  const j = await r.json();
  if (j.code !== 200) throw new Error(`${path}: ${j.code} ${j.msg}`);
  return j.body;
}

const { publicKey } = await post('/portal.Login/publicKey', []);
const password = crypto.publicEncrypt({ key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from('Admin@123')).toString('base64');
const s = await post('/portal.Login/logon', ['admin', password, null, 'Web'], { 'tenant-code': 'demo' });
const auth = { access_token: s.token, 'tenant-id': s.tenant.id, rid: String(s.role.id) };

const calls = {
  figures: () => post('/workbench.Home/figures', [], auth),
  waiting: () => post('/workbench.Home/waiting', [], auth),
  todo: () => post('/flow.FlowableTask/todoList', [{ page: 1, pageSize: 6 }], auth),
  messages: () => post('/portal.Message/listMine', [1, 6, { read: false }], auth),
  pinCards: () => post('/workbench.Pins/cards', [], auth),
  pinKinds: () => post('/workbench.Pins/kinds', [], auth),
};
const before = ['figures', 'waiting', 'todo', 'messages'];
const after = [...before, 'pinCards', 'pinKinds'];

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return `median ${s[Math.floor(s.length / 2)].toFixed(1)} ms, p95 ${s[Math.min(s.length - 1, Math.floor(s.length * 0.95))].toFixed(1)} ms`;
};
async function time(one) {
  const xs = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    await one();
    xs.push(performance.now() - t);
  }
  return xs;
}

// a server without the pins (the branch before them) answers home's earlier calls only
const pinned = await calls.pinCards().then((c) => c.length, () => null);
if (pinned === null) for (const n of ['pinCards', 'pinKinds']) delete calls[n];
for (const name of Object.keys(calls)) await calls[name](); // warm
console.log(`${rounds} rounds, admin of demo (${pinned === null ? 'no workbench.Pins on this server' : `${pinned} pinned cards`})`);
for (const [name, one] of Object.entries(calls)) console.log(`${name.padEnd(10)} ${stats(await time(one))}`);
console.log(`home's earlier calls (${before.join(', ')} in parallel): ${stats(await time(() => Promise.all(before.map((n) => calls[n]()))))}`);
if (pinned !== null) {
  console.log(`home now (+ pinCards, pinKinds in parallel):              ${stats(await time(() => Promise.all(after.map((n) => calls[n]()))))}`);
  console.log(`home's earlier calls, again:                              ${stats(await time(() => Promise.all(before.map((n) => calls[n]()))))}`);
}
