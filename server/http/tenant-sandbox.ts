// GET /externalVform/sandbox.html: the document a tenant form script runs in. The web app frames it
// with `sandbox="allow-scripts"` (no allow-same-origin: an opaque origin, so no cookies, no local
// storage, no reach into the app's window), and this answer's own policy says the same again
// (`sandbox allow-scripts`, for a direct visit) and allows no network at all (default-src 'none':
// fetch, XHR, web sockets, images, workers are refused). It is served rather than a srcdoc
// because a srcdoc frame inherits the app's policy (script-src 'self'), under which neither the
// runtime below nor the tenant's source could run.
//
// The runtime waits for the host's `init` (the source and a MessagePort), offers the hook API v1
// as `plantform` and speaks only over that port (src/engine/tenantScript/protocol.ts is the host's
// side; the README's "Tenant form scripts" documents the API).
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';

const RUNTIME = `(function () {
  'use strict';
  var V = 1;
  var port = null;
  var onLoad = [], onSubmit = [], onChange = new Map(), buttons = new Map(), pending = new Map();
  var nextCall = 1;
  function send(m) { m.v = V; port.postMessage(m); }
  function text(e) { return e && typeof e === 'object' && 'message' in e ? String(e.name || 'Error') + ': ' + String(e.message) : String(e); }
  function code(c, what) { if (typeof c !== 'string' || !c) throw new TypeError(what + ' must be a non-empty string'); return c; }
  function fn(f, what) { if (typeof f !== 'function') throw new TypeError(what + ' must be a function'); return f; }
  var api = {
    apiVersion: V,
    onLoad: function (f) { onLoad.push(fn(f, 'onLoad(handler)')); },
    onFieldChange: function (c, f) {
      code(c, 'onFieldChange(code)'); fn(f, 'onFieldChange(handler)');
      if (!onChange.has(c)) { onChange.set(c, []); send({ kind: 'listen', code: c }); }
      onChange.get(c).push(f);
    },
    beforeSubmit: function (f) { onSubmit.push(fn(f, 'beforeSubmit(handler)')); },
    addButton: function (spec, f) {
      var c = code(spec && spec.code, 'addButton({code})'), label = code(spec && spec.label, 'addButton({label})');
      buttons.set(c, fn(f, 'addButton(handler)'));
      send({ kind: 'effect', op: 'addButton', code: c, label: label });
    },
    setRequired: function (c, on) { send({ kind: 'effect', op: 'setRequired', code: code(c, 'setRequired(code)'), value: on !== false }); },
    setDisabled: function (c, on) { send({ kind: 'effect', op: 'setDisabled', code: code(c, 'setDisabled(code)'), value: on !== false }); },
    setVisible: function (c, on) { send({ kind: 'effect', op: 'setVisible', code: code(c, 'setVisible(code)'), value: on !== false }); },
    setValue: function (c, value) { send({ kind: 'effect', op: 'setValue', code: code(c, 'setValue(code)'), value: value === undefined ? null : value }); },
    message: function (t, level) { send({ kind: 'effect', op: 'message', text: String(t), level: level === 'success' || level === 'warning' || level === 'error' ? level : 'info' }); },
    call: function (path, args) {
      return new Promise(function (resolve, reject) {
        var id = nextCall++;
        pending.set(id, { resolve: resolve, reject: reject });
        try { send({ kind: 'call', id: id, path: code(path, 'call(path)'), args: args === undefined ? [] : args }); }
        catch (e) { pending.delete(id); reject(e); }
      });
    },
  };
  Object.keys(api).forEach(function (k) { if (typeof api[k] === 'function') Object.freeze(api[k]); });
  Object.freeze(api);
  Object.defineProperty(window, 'plantform', { value: api, writable: false, configurable: false });

  async function run(list, ctx) { for (var i = 0; i < list.length; i++) await list[i](ctx); }
  async function dispatch(name, ctx) {
    if (name === 'load') return run(onLoad, ctx);
    if (name === 'fieldChange') return run((onChange.get(ctx.code) || []).concat(onChange.get('*') || []), ctx);
    if (name === 'button') return run(buttons.has(ctx.code) ? [buttons.get(ctx.code)] : [], ctx);
    if (name === 'beforeSubmit') {
      for (var i = 0; i < onSubmit.length; i++) {
        var r = await onSubmit[i](ctx);
        if (r && r.veto) return { veto: true, message: r.message == null ? '' : String(r.message) };
      }
      return { veto: false };
    }
  }
  function onPort(e) {
    var m = e.data;
    if (!m || m.v !== V) return;
    if (m.kind === 'event') {
      dispatch(m.name, m.context).then(
        function (result) { send({ kind: 'done', id: m.id, result: result === undefined ? null : result }); },
        function (error) { send({ kind: 'done', id: m.id, error: text(error) }); });
    } else if (m.kind === 'callResult' && pending.has(m.id)) {
      var p = pending.get(m.id);
      pending.delete(m.id);
      if (m.ok) p.resolve(m.body);
      else p.reject(Object.assign(new Error(m.error.msg), { code: m.error.code }));
    }
  }
  // a script's own failures go to the host's log, not to the browser console as errors
  window.addEventListener('error', function (e) { e.preventDefault(); if (port) send({ kind: 'log', text: text(e.error || e.message) }); });
  window.addEventListener('unhandledrejection', function (e) { e.preventDefault(); if (port) send({ kind: 'log', text: text(e.reason) }); });
  window.addEventListener('message', function init(e) {
    var m = e.data;
    if (port || e.source !== window.parent || !m || m.v !== V || m.kind !== 'init' || !e.ports || !e.ports[0]) return;
    window.removeEventListener('message', init);
    port = e.ports[0];
    port.onmessage = onPort;
    try {
      new Function('plantform', String(m.source))(api);
      send({ kind: 'ready' });
    } catch (error) {
      send({ kind: 'failed', error: text(error) });
    }
  });
})();`;

const hash = crypto.createHash('sha256').update(RUNTIME).digest('base64');

/** The sandbox's policy: its own runtime and the tenant source it evaluates, nothing else. */
export const SANDBOX_CSP = [
  "default-src 'none'",
  `script-src 'sha256-${hash}' 'unsafe-eval'`,
  'sandbox allow-scripts',
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

export const SANDBOX_PATH = '/externalVform/sandbox.html';
const HTML = `<!doctype html><html><head><meta charset="utf-8"><title>tenant script</title></head><body><script>${RUNTIME}</script></body></html>`;

export function registerSandboxRoute(app: FastifyInstance): void {
  app.get(SANDBOX_PATH, async (_req, reply) =>
    reply.type('text/html; charset=utf-8').header('content-security-policy', SANDBOX_CSP).header('cache-control', 'no-cache').send(HTML),
  );
}
