// The tenant's form script of the detail's entity (README "Tenant form scripts"): loaded once per
// entity, run in its sandbox (src/engine/tenantScript, loaded only when there is a script), bound
// to each form the page builds. The page asks `beforeSave` before a save and shows `buttons`.
import type { Form } from '@formily/core';
import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { currentLanguage } from '../../i18n';
import type { RunningScript } from '../../engine/tenantScript';
import { snapshot } from '../../engine/tenantScript/formBinding';
import { loadTenantScript } from '../../engine/tenantScript/loader';
import { MAX_BUTTONS } from '../../engine/tenantScript/limits';

export interface ScriptButton {
  code: string;
  label: string;
}

export interface TenantScriptControl {
  /** the script's beforeSubmit verdict; a veto always carries the text to show */
  beforeSave(): Promise<{ veto: false } | { veto: true; message: string }>;
  buttons: readonly ScriptButton[];
  press(code: string): void;
}

/** when a script vetoes without saying why */
const VETO_TEXT = { zh_CN: '表单脚本阻止了保存', en_US: 'The form script stopped the save' } as const;

export function useTenantScript(entityCode: string, form: Form, recordId: number | null): TenantScriptControl {
  const { message } = App.useApp();
  const messageRef = useRef(message);
  messageRef.current = message;
  const [running, setRunning] = useState<RunningScript | null>(null);
  const [buttons, setButtons] = useState<ScriptButton[]>([]);

  useEffect(() => {
    let stopped = false;
    let started: RunningScript | null = null;
    setButtons([]);
    void (async () => {
      const script = await loadTenantScript(entityCode);
      if (!script || stopped) return;
      const { startTenantScript } = await import('../../engine/tenantScript');
      if (stopped) return;
      started = startTenantScript(script, {
        message: (text, level) => void messageRef.current[level](text),
        addButton: (code, label) =>
          setButtons((list) => (list.some((b) => b.code === code) ? list.map((b) => (b.code === code ? { code, label } : b)) : list.length < MAX_BUTTONS ? [...list, { code, label }] : list)),
      });
      setRunning(started);
    })();
    return () => {
      stopped = true;
      started?.session.close();
      setRunning(null);
    };
  }, [entityCode]);

  useEffect(() => (running ? running.bind(form, { entityCode, recordId, isNew: recordId === null }) : undefined), [running, form, entityCode, recordId]);

  const beforeSave = useCallback(async (): Promise<{ veto: false } | { veto: true; message: string }> => {
    if (!running) return { veto: false };
    const verdict = await running.session.beforeSubmit({ action: 'save', isNew: recordId === null, values: snapshot(form.values) });
    return verdict.veto ? { veto: true, message: verdict.message || VETO_TEXT[currentLanguage()] } : { veto: false };
  }, [running, form, recordId]);

  const press = useCallback((code: string) => void running?.session.emit('button', { code, values: snapshot(form.values) }), [running, form]);

  return { beforeSave, buttons, press };
}
