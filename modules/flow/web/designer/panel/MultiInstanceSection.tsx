// Multi-instance of an activity: none, parallel (会签 / 或签 by the completion condition) or
// sequential; the collection, its element variable and the completion condition.
import { Form } from 'antd';
import type { PanelTarget } from '../engine/types';
import { LOOP_MODES, readMultiInstance, writeMultiInstance, type MultiInstance } from '../properties/multiInstance';
import { useTexts } from '../texts';
import { ChoiceItem, CommitInput } from './controls';

export function MultiInstanceSection({ target }: { target: PanelTarget }) {
  const say = useTexts();
  const mi = readMultiInstance(target.bo);
  const write = (next: Partial<MultiInstance>) => writeMultiInstance(target.writer, target.bo, { ...mi, ...next });
  return (
    <>
      <ChoiceItem label={say('loopMode')} buttons value={mi.mode} options={LOOP_MODES.map((m) => ({ value: m, label: say(`loopMode.${m}`) }))} onChange={(mode) => write({ mode })} />
      {mi.mode !== 'none' && (
        <>
          <Form.Item label={say('collection')}>
            <CommitInput aria-label={say('collection')} placeholder="${approvers}" value={mi.collection} onCommit={(collection) => write({ collection })} />
          </Form.Item>
          <Form.Item label={say('elementVariable')}>
            <CommitInput aria-label={say('elementVariable')} placeholder="approver" value={mi.elementVariable} onCommit={(elementVariable) => write({ elementVariable })} />
          </Form.Item>
          <Form.Item label={say('completionCondition')}>
            <CommitInput
              aria-label={say('completionCondition')}
              placeholder="${nrOfCompletedInstances/nrOfInstances >= 0.5}"
              value={mi.completionCondition}
              onCommit={(completionCondition) => write({ completionCondition })}
            />
          </Form.Item>
        </>
      )}
    </>
  );
}
