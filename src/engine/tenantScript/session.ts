// The host's side of one running tenant script: it parses what the sandbox sends (protocol.ts),
// applies the script's effects to its target (the form), makes the server calls the script is
// allowed and answers them, and sends the form's events with a time limit, so that a script that
// fails, hangs or talks nonsense leaves the form working as if it had none.
import { API_VERSION, type Effect, type EventContexts, type EventName, HOOK_TIMEOUT_MS, type HostMessage, sandboxMessage, START_TIMEOUT_MS, submitVerdict, type SubmitVerdict } from './protocol';

export interface LoadedScript {
  entityCode: string;
  source: string;
  version: number;
  /** `service/method` calls the tenant administrator allowed this script to ask for */
  allowedCalls: readonly string[];
}

/** What a call answers the script: its body, or the refusal's code and message. */
export type CallAnswer = { ok: true; body: unknown } | { ok: false; error: { code: number; msg: string } };

export interface SessionDeps {
  script: LoadedScript;
  /** to the sandbox */
  post: (message: HostMessage) => void;
  /** the script's effects (already validated) */
  apply: (effect: Effect) => void;
  /** makes an allowed call with the user's own session (the server checks its permissions) */
  call: (service: string, method: string, args: unknown[]) => Promise<CallAnswer>;
  log: (text: string) => void;
  timeoutMs?: number;
  startTimeoutMs?: number;
}

export interface ScriptSession {
  /** true once the script's top level ran, false when it failed or took too long */
  readonly ready: Promise<boolean>;
  /** does a hook listen to changes of this field? */
  listens(code: string): boolean;
  /** a message from the sandbox (anything: it is validated here) */
  handle(data: unknown): void;
  /** sends an event; answers the hooks' result, or undefined when they failed or timed out */
  emit<N extends EventName>(name: N, context: EventContexts[N]): Promise<unknown>;
  /** the beforeSubmit hooks' verdict; a failing or slow script never stops a save */
  beforeSubmit(context: EventContexts['beforeSubmit']): Promise<SubmitVerdict>;
  close(): void;
}

/** services whose answers carry session tokens: never made for a script, whatever its list says */
const FORBIDDEN_SERVICES = new Set(['portal.Login', 'portal.Login3rd']);
const CALL_PATH = /^([A-Za-z][A-Za-z0-9_]*\.[A-Za-z][A-Za-z0-9_]*)\/([A-Za-z][A-Za-z0-9_]*)$/;

export function createScriptSession(deps: SessionDeps): ScriptSession {
  const { script, log } = deps;
  const timeoutMs = deps.timeoutMs ?? HOOK_TIMEOUT_MS;
  const listened = new Set<string>();
  const waiting = new Map<number, (answer: { result?: unknown; error?: string } | undefined) => void>();
  let nextEvent = 1;
  let closed = false;
  let settle: (ok: boolean) => void = () => {};
  const ready = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  let started = false;
  const startTimer = setTimeout(() => {
    if (!started) log(`form script of ${script.entityCode} v${script.version} did not start within ${deps.startTimeoutMs ?? START_TIMEOUT_MS} ms`);
    settle(false);
  }, deps.startTimeoutMs ?? START_TIMEOUT_MS);
  const start = (ok: boolean) => {
    started = true;
    clearTimeout(startTimer);
    settle(ok);
  };
  const post = (message: HostMessage) => {
    if (!closed) deps.post(message);
  };

  function answerCall(id: number, path: string, args: unknown[]) {
    const match = CALL_PATH.exec(path);
    if (!match || FORBIDDEN_SERVICES.has(match[1]) || !script.allowedCalls.includes(path)) {
      log(`form script of ${script.entityCode} asked for ${path}: not one of its allowed calls`);
      post({ v: API_VERSION, kind: 'callResult', id, ok: false, error: { code: 4003, msg: `${path} is not an allowed call of this script` } });
      return;
    }
    deps.call(match[1], match[2], args).then(
      (answer) => post({ v: API_VERSION, kind: 'callResult', id, ...answer }),
      (error: unknown) => post({ v: API_VERSION, kind: 'callResult', id, ok: false, error: { code: 500, msg: error instanceof Error ? error.message : String(error) } }),
    );
  }

  function handle(data: unknown) {
    if (closed) return;
    const parsed = sandboxMessage.safeParse(data);
    if (!parsed.success) {
      log(`form script of ${script.entityCode}: a message that is not protocol v${API_VERSION} was ignored`);
      return;
    }
    const m = parsed.data;
    switch (m.kind) {
      case 'ready':
        return start(true);
      case 'failed':
        log(`form script of ${script.entityCode} v${script.version} failed: ${m.error}`);
        return start(false);
      case 'log':
        return log(`form script of ${script.entityCode}: ${m.text}`);
      case 'listen':
        listened.add(m.code);
        return;
      case 'effect':
        try {
          deps.apply(m);
        } catch (error) {
          log(`form script of ${script.entityCode}: ${m.op} failed: ${error instanceof Error ? error.message : String(error)}`);
        }
        return;
      case 'done':
        waiting.get(m.id)?.({ result: m.result, error: m.error });
        return;
      case 'call':
        return answerCall(m.id, m.path, m.args);
    }
  }

  async function emit<N extends EventName>(name: N, context: EventContexts[N]): Promise<unknown> {
    if (closed || !(await ready) || closed) return undefined;
    const id = nextEvent++;
    const answer = await new Promise<{ result?: unknown; error?: string } | undefined>((resolve) => {
      const timer = setTimeout(() => {
        waiting.delete(id);
        log(`form script of ${script.entityCode}: ${name} hook took longer than ${timeoutMs} ms; the form goes on without it`);
        resolve(undefined);
      }, timeoutMs);
      waiting.set(id, (a) => {
        clearTimeout(timer);
        waiting.delete(id);
        resolve(a);
      });
      post({ v: API_VERSION, kind: 'event', id, name, context });
    });
    if (answer?.error) log(`form script of ${script.entityCode}: ${name} hook failed: ${answer.error}`);
    return answer && !answer.error ? answer.result : undefined;
  }

  async function beforeSubmit(context: EventContexts['beforeSubmit']): Promise<SubmitVerdict> {
    const verdict = submitVerdict.safeParse(await emit('beforeSubmit', context));
    return verdict.success ? verdict.data : { veto: false };
  }

  function close() {
    closed = true;
    clearTimeout(startTimer);
    settle(false);
    for (const resolve of [...waiting.values()]) resolve(undefined);
  }

  return { ready, listens: (code) => listened.has(code) || listened.has('*'), handle, emit, beforeSubmit, close };
}
