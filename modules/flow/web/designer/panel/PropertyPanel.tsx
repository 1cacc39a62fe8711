// The property panel (400 px, at the right): the sections of the selected element's kind,
// or the process's when nothing is selected. It reads the model on every render; the designer
// re-renders it after each change of the model or the selection.
import { Collapse, Empty, Form, type CollapseProps } from 'antd';
import type { ReactNode } from 'react';
import type { DesignerChoices } from '../../../contracts';
import type { PanelTarget } from '../engine/types';
import { attributeFieldsOf, USER_TASK_FIELDS } from '../properties/attributes';
import { readGeneral, writeDocumentation } from '../properties/general';
import { isA } from '../properties/moddle';
import type { StringKey } from '../strings';
import { useTexts } from '../texts';
import { AssignmentSection } from './AssignmentSection';
import { AttributesSection } from './AttributesSection';
import { ConditionSection } from './ConditionSection';
import { CopySection } from './CopySection';
import { GeneralSection } from './GeneralSection';
import { ListenersSection } from './ListenersSection';
import { MultiInstanceSection } from './MultiInstanceSection';
import { ProcessSection, type Category } from './ProcessSection';
import { SignalsSection } from './SignalsSection';
import { CommitInput } from './controls';

export const PANEL_WIDTH = 400;

export interface PropertyPanelProps {
  target: PanelTarget | null;
  categories: readonly Category[];
  choices: DesignerChoices;
}

/** One fold of the panel: its title's text key and its body (Collapse keys the items by `key`). */
interface Section {
  key: StringKey;
  body: ReactNode;
}

function sectionsOf(target: PanelTarget, categories: readonly Category[], choices: DesignerChoices): Section[] {
  const { bo } = target;
  const execution: Section = { key: 'sectionExecutionListeners', body: <ListenersSection target={target} scope="execution" /> };
  if (target.isProcess) {
    return [
      { key: 'sectionProcess', body: <ProcessSection target={target} categories={categories} /> },
      { key: 'sectionDocumentation', body: <ProcessDocumentation target={target} /> },
      execution,
      { key: 'sectionSignals', body: <SignalsSection target={target} /> },
    ];
  }
  const out: Section[] = [{ key: 'sectionGeneral', body: <GeneralSection target={target} /> }];
  if (isA(bo, 'bpmn:UserTask')) {
    out.push(
      { key: 'sectionAssignment', body: <AssignmentSection target={target} choices={choices} /> },
      { key: 'sectionCopy', body: <CopySection target={target} choices={choices} /> },
      { key: 'sectionTask', body: <AttributesSection target={target} fields={USER_TASK_FIELDS} /> },
      { key: 'sectionMultiInstance', body: <MultiInstanceSection target={target} /> },
      execution,
      { key: 'sectionTaskListeners', body: <ListenersSection target={target} scope="task" /> },
    );
    return out;
  }
  if (isA(bo, 'bpmn:SequenceFlow')) return [...out, { key: 'sectionCondition', body: <ConditionSection target={target} /> }, execution];
  const fields = attributeFieldsOf(bo);
  if (fields.length) out.push({ key: 'sectionAttributes', body: <AttributesSection target={target} fields={fields} /> });
  if (isA(bo, 'bpmn:Activity')) out.push({ key: 'sectionMultiInstance', body: <MultiInstanceSection target={target} /> });
  if (isA(bo, 'bpmn:FlowNode')) out.push(execution);
  return out;
}

function ProcessDocumentation({ target }: { target: PanelTarget }) {
  const say = useTexts();
  return (
    <Form.Item label={say('documentation')}>
      <CommitInput aria-label={say('documentation')} multiline value={readGeneral(target.bo).documentation} onCommit={(v) => writeDocumentation(target.writer, target.bo, v)} />
    </Form.Item>
  );
}

// keyed by type and id: a replaced element (task → user task) keeps its id but opens its own sections
export function PropertyPanel({ target, categories, choices }: PropertyPanelProps) {
  const say = useTexts();
  if (!target) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  const sections = sectionsOf(target, categories, choices);
  const items: CollapseProps['items'] = sections.map(({ key, body }) => ({ key, label: say(key), children: body }));
  return (
    <div data-testid="property-panel" data-element={target.isProcess ? '' : (target.bo.id ?? '')} key={`${target.isProcess ? 'process' : target.bo.$type}:${target.bo.id}`}>
      <Form layout="vertical" size="small" component={false}>
        <Collapse size="small" bordered={false} defaultActiveKey={sections.map((s) => s.key)} items={items} />
      </Form>
    </div>
  );
}
