// Inputs of the property panel that write when the user is done (blur or Enter), not on every key:
// one edit, one undo step. They follow the model when it changes underneath (undo, another element).
// And the panel's labelled choices among fixed values.
import { Form, Input, Radio } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';

interface CommitProps {
  value: string;
  onCommit: (value: string) => void;
  placeholder?: string;
  id?: string;
  status?: 'error';
  'aria-label'?: string;
  multiline?: boolean;
  addonAfter?: ReactNode;
}

export function CommitInput({ value, onCommit, multiline, ...rest }: CommitProps) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    if (draft !== value) onCommit(draft);
  };
  if (multiline) {
    return <Input.TextArea {...rest} value={draft} autoSize={{ minRows: 2, maxRows: 8 }} onChange={(e) => setDraft(e.target.value)} onBlur={commit} />;
  }
  return <Input {...rest} value={draft} allowClear onChange={(e) => setDraft(e.target.value)} onBlur={commit} onPressEnter={commit} />;
}

/** A labelled choice among fixed values (radio buttons when `buttons`), written at once. */
export function ChoiceItem<V extends string>({ label, value, options, onChange, buttons }: { label: string; value: V; options: { value: V; label: string }[]; onChange: (value: V) => void; buttons?: boolean }) {
  return (
    <Form.Item label={label}>
      <Radio.Group aria-label={label} size="small" optionType={buttons ? 'button' : undefined} value={value} options={options} onChange={(e) => onChange(e.target.value as V)} />
    </Form.Item>
  );
}
