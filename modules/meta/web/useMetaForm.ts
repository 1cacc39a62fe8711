import type { FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { applyServerErrors } from './applyServerErrors';

interface MetaFormOptions<V> {
  open: boolean;
  /** the values shown when the modal opens (keep it stable: memoise it) */
  initial: Partial<V> | null;
  /** the call's argument name, whose field errors land on the form */
  argument: 'entity' | 'attribute';
  /** the fields the form shows for these values (other field errors go above the form) */
  shown: (values: V) => readonly string[];
  save: (values: V) => Promise<void>;
}

/** Reset on open, validate, save, and the server's refusals on the fields: the meta forms' cycle. */
export function useMetaForm<V>(form: FormInstance<V>, { open, initial, argument, shown, save }: MetaFormOptions<V>) {
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setProblem(null);
    form.resetFields();
    if (initial) form.setFieldsValue(initial as never);
  }, [open, initial, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    setProblem(null);
    try {
      await save(values);
    } catch (error) {
      setProblem(applyServerErrors(form as FormInstance, error, argument, shown(values)));
    } finally {
      setSaving(false);
    }
  };
  return { saving, problem, submit };
}
