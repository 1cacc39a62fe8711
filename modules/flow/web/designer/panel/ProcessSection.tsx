// The process (nothing selected): its code (id), name and category (flowable:processCategory),
// each required for a save; the messages show while a value is missing.
import { Form, Select } from 'antd';
import { useState } from 'react';
import type { PanelTarget } from '../engine/types';
import { checkId, readProcess, writeProcess } from '../properties/general';
import type { StringKey } from '../strings';
import { useTexts } from '../texts';
import { CommitInput } from './controls';

export interface Category {
  code: string;
  name: string;
}

export function ProcessSection({ target, categories }: { target: PanelTarget; categories: readonly Category[] }) {
  const say = useTexts();
  const p = readProcess(target.bo);
  const [idError, setIdError] = useState<StringKey | null>(null);
  const shownIdError = idError ?? checkId(p.id);
  const commitId = (id: string) => {
    const problem = checkId(id) ?? (id.trim() !== p.id && target.ids.has(id.trim()) ? 'idTaken' : null);
    setIdError(problem);
    if (!problem) writeProcess(target.writer, target.bo, { id });
  };
  const options = categories.map((c) => ({ value: c.code, label: c.name }));
  if (p.category && !categories.some((c) => c.code === p.category)) options.push({ value: p.category, label: p.category });
  return (
    <>
      <Form.Item label={say('processId')} required validateStatus={shownIdError ? 'error' : undefined} help={shownIdError ? say(shownIdError) : undefined}>
        <CommitInput aria-label={say('processId')} value={p.id} onCommit={commitId} />
      </Form.Item>
      <Form.Item label={say('processName')} required validateStatus={p.name ? undefined : 'error'} help={p.name ? undefined : say('processNameRequired')}>
        <CommitInput aria-label={say('processName')} value={p.name} onCommit={(name) => writeProcess(target.writer, target.bo, { name })} />
      </Form.Item>
      <Form.Item label={say('category')} required validateStatus={p.category ? undefined : 'error'} help={p.category ? undefined : say('categoryRequired')}>
        <Select
          aria-label={say('category')}
          value={p.category || undefined}
          options={options}
          allowClear
          showSearch
          optionFilterProp="label"
          onChange={(category?: string) => writeProcess(target.writer, target.bo, { category: category ?? '' })}
        />
      </Form.Item>
    </>
  );
}
