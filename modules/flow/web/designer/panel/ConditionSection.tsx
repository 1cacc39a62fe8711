// A sequence flow's condition (`${...}`, stored as a bpmn:FormalExpression) and skip expression.
import { Form } from 'antd';
import type { PanelTarget } from '../engine/types';
import { SEQUENCE_FLOW_FIELDS } from '../properties/attributes';
import { readCondition, writeCondition } from '../properties/flow';
import { useTexts } from '../texts';
import { AttributesSection } from './AttributesSection';
import { CommitInput } from './controls';

export function ConditionSection({ target }: { target: PanelTarget }) {
  const say = useTexts();
  return (
    <>
      <Form.Item label={say('condition')}>
        <CommitInput aria-label={say('condition')} multiline placeholder="${amount > 1000}" value={readCondition(target.bo)} onCommit={(v) => writeCondition(target.writer, target.bo, v)} />
      </Form.Item>
      <AttributesSection target={target} fields={SEQUENCE_FLOW_FIELDS} />
    </>
  );
}
