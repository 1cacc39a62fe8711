// The sandbox a tenant script runs in: a hidden frame of /externalVform/sandbox.html with
// `sandbox="allow-scripts"` only — an opaque origin (no cookies, no local storage, no access to
// this window), no popups, no top navigation, no forms; the document's own policy forbids every
// network request. The host talks to it over a private MessageChannel handed over once, at load:
// messages posted to this window by anything (the script included) are never listened to.
import { API_VERSION, SANDBOX_URL } from './protocol';
import { createScriptSession, type ScriptSession, type SessionDeps } from './session';

export function openSandbox(deps: Omit<SessionDeps, 'post'>, container: HTMLElement = document.body): ScriptSession {
  const channel = new MessageChannel();
  const session = createScriptSession({ ...deps, post: (m) => channel.port1.postMessage(m) });
  channel.port1.onmessage = (e: MessageEvent) => session.handle(e.data);

  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-scripts');
  frame.setAttribute('aria-hidden', 'true');
  frame.setAttribute('data-testid', 'tenant-script-sandbox');
  frame.title = `form script ${deps.script.entityCode}`;
  frame.tabIndex = -1;
  frame.style.display = 'none';
  let loaded = false;
  const close = () => {
    session.close();
    channel.port1.close();
    frame.remove();
  };
  frame.addEventListener('load', () => {
    if (loaded) {
      // the script navigated its frame elsewhere: whatever is there now gets nothing more
      deps.log(`form script of ${deps.script.entityCode} left its sandbox page: stopped`);
      close();
      return;
    }
    loaded = true;
    frame.contentWindow?.postMessage({ v: API_VERSION, kind: 'init', source: deps.script.source }, '*', [channel.port2]);
  });
  frame.src = SANDBOX_URL;
  container.appendChild(frame);
  return { ...session, close };
}
