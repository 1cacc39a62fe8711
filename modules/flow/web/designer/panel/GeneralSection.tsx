// Any element: id, name, documentation. A user task needs its name (节点名称不能为空); an id must
// be present, an XML name and not taken by another element.
import { Form } from 'antd';
import { useState } from 'react';
import type { PanelTarget } from '../engine/types';
import { checkId, readGeneral, writeDocumentation, writeId, writeName } from '../properties/general';
import { isA } from '../properties/moddle';
import type { StringKey } from '../strings';
import { useTexts } from '../texts';
import { CommitInput } from './controls';

export function GeneralSection({ target }: { target: PanelTarget }) {
  const say = useTexts();
  const { bo, writer } = target;
  const g = readGeneral(bo);
  const [idError, setIdError] = useState<StringKey | null>(null);
  const nameMissing = isA(bo, 'bpmn:UserTask') && !g.name;
  const commitId = (id: string) => {
    const problem = checkId(id) ?? (id.trim() !== g.id && target.ids.has(id.trim()) ? 'idTaken' : null);
    setIdError(problem);
    if (!problem) writeId(writer, bo, id);
  };
  return (
    <>
      <Form.Item label={say('id')} required validateStatus={idError ? 'error' : undefined} help={idError ? say(idError) : undefined}>
        <CommitInput aria-label={say('id')} value={g.id} onCommit={commitId} status={idError ? 'error' : undefined} />
      </Form.Item>
      <Form.Item label={say('name')} required={isA(bo, 'bpmn:UserTask')} validateStatus={nameMissing ? 'error' : undefined} help={nameMissing ? say('taskNameRequired') : undefined}>
        <CommitInput aria-label={say('name')} value={g.name} onCommit={(v) => writeName(writer, bo, v)} />
      </Form.Item>
      <Form.Item label={say('documentation')}>
        <CommitInput aria-label={say('documentation')} multiline value={g.documentation} onCommit={(v) => writeDocumentation(writer, bo, v)} />
      </Form.Item>
    </>
  );
}
