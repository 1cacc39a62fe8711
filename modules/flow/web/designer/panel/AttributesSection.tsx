// The plain attributes of an element (attributes.ts): text fields write on blur/Enter, switches and
// selects at once; each change is one write.
import { Form, Select, Switch } from 'antd';
import type { PanelTarget } from '../engine/types';
import { readAttributes, writeAttributes, type AttrField } from '../properties/attributes';
import { textOr, useTexts } from '../texts';
import { CommitInput } from './controls';

export function AttributesSection({ target, fields }: { target: PanelTarget; fields: readonly AttrField[] }) {
  useTexts();
  const values = readAttributes(target.bo, fields);
  const write = (key: string, value: string | boolean) => writeAttributes(target.writer, target.bo, { [key]: value });
  return (
    <>
      {fields.map((f) => {
        const label = textOr(f.label);
        if (f.kind === 'bool') {
          return (
            <Form.Item key={f.key} label={label} layout="horizontal">
              <Switch aria-label={label} size="small" checked={values[f.key] === true} onChange={(on) => write(f.key, on)} />
            </Form.Item>
          );
        }
        if (f.kind === 'select') {
          return (
            <Form.Item key={f.key} label={label}>
              <Select
                aria-label={label}
                allowClear
                value={(values[f.key] as string) || undefined}
                placeholder={f.fallback ? textOr(`${f.label}.${f.fallback}`) : undefined}
                options={(f.options ?? []).map((o) => ({ value: o, label: textOr(`${f.label}.${o}`) }))}
                onChange={(v?: string) => write(f.key, v ?? '')}
              />
            </Form.Item>
          );
        }
        return (
          <Form.Item key={f.key} label={label}>
            <CommitInput aria-label={label} value={values[f.key] as string} onCommit={(v) => write(f.key, v)} />
          </Form.Item>
        );
      })}
    </>
  );
}
