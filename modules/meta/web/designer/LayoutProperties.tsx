import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CardNode, DividerNode, GridColumn, GridNode, LayoutNode, LineTableNode, TabPane, TabsNode } from '../../../../schemas/forms/types';
import type { EntityMeta } from '../../../../schemas/rpc/datax';
import { currentLanguage, localName } from '../../../../src/i18n';
import { newId, updateNode } from './tree';
import type { Designer } from './useDesigner';

interface Props {
  node: LayoutNode;
  entity: EntityMeta;
  designer: Designer;
}

function Labels({ node, designer }: { node: { id: string; label?: string; labelEn?: string }; designer: Designer }) {
  const { t } = useTranslation();
  const set = (patch: Partial<CardNode>, merge: string) => designer.update<CardNode>(node.id, patch, `${node.id}:${merge}`);
  return (
    <>
      <Form.Item label={t('designer.props.label')}>
        <Input aria-label={t('designer.props.label')} value={node.label ?? ''} onChange={(e) => set({ label: e.target.value }, 'label')} />
      </Form.Item>
      <Form.Item label={t('designer.props.labelEn')}>
        <Input aria-label={t('designer.props.labelEn')} value={node.labelEn ?? ''} onChange={(e) => set({ labelEn: e.target.value || undefined }, 'labelEn')} />
      </Form.Item>
    </>
  );
}

/** A grid's columns (spans) or a tab set's panes (labels): add, change, remove (one stays). */
function Parts({ node, designer }: { node: GridNode | TabsNode; designer: Designer }) {
  const { t } = useTranslation();
  const grid = node.type === 'grid';
  const parts: Array<GridColumn | TabPane> = grid ? node.columns : node.panes;
  const replace = (next: Array<GridColumn | TabPane>) => designer.apply(updateNode<GridNode | TabsNode>(designer.design, node.id, (grid ? { columns: next } : { panes: next }) as Partial<GridNode>));
  const add = () => {
    const id = newId(designer.design, grid ? 'col' : 'pane');
    replace([...parts, grid ? { id, span: 6, children: [] } : { id, label: t('designer.tab', { n: parts.length + 1 }), children: [] }]);
  };
  return (
    <Form.Item label={grid ? t('designer.props.columns') : t('designer.props.panes')}>
      <Space direction="vertical" style={{ width: '100%' }} size={4}>
        {parts.map((part) => (
          <Space.Compact key={part.id} style={{ width: '100%' }}>
            {'span' in part ? (
              <InputNumber aria-label={t('designer.props.span')} min={1} max={24} precision={0} value={part.span} onChange={(v) => v && designer.update<GridColumn>(part.id, { span: Number(v) }, `${part.id}:span`)} />
            ) : (
              <Input aria-label={t('designer.props.label')} value={part.label} onChange={(e) => designer.update<TabPane>(part.id, { label: e.target.value }, `${part.id}:label`)} />
            )}
            <Button disabled={parts.length < 2} onClick={() => replace(parts.filter((p) => p.id !== part.id))}>
              {t('designer.props.removePart')}
            </Button>
          </Space.Compact>
        ))}
        <Button size="small" onClick={add}>
          {grid ? t('designer.props.addColumn') : t('designer.props.addPane')}
        </Button>
      </Space>
    </Form.Item>
  );
}

function LineTableProperties({ node, entity, designer }: { node: LineTableNode; entity: EntityMeta; designer: Designer }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const child = entity.children.find((c) => c.key === node.key);
  const set = (patch: Partial<LineTableNode>) => designer.update<LineTableNode>(node.id, patch);
  return (
    <>
      <Form.Item label={t('designer.props.lineKey')}>
        <Select aria-label={t('designer.props.lineKey')} value={node.key} options={entity.children.map((c) => ({ value: c.key, label: localName({ name: c.name, nameIntl: c.nameIntl }, language) }))} onChange={(key: string) => set({ key, columns: undefined })} />
      </Form.Item>
      <Labels node={node} designer={designer} />
      <Form.Item label={t('designer.props.lineColumns')}>
        <Select
          mode="multiple"
          aria-label={t('designer.props.lineColumns')}
          value={node.columns ?? []}
          options={(child?.attrs ?? []).map((a) => ({ value: a.code, label: localName({ name: a.name, nameIntl: a.nameIntl }, language) }))}
          onChange={(columns: string[]) => set({ columns: columns.length ? columns : undefined })}
        />
      </Form.Item>
    </>
  );
}

/** The properties of a layout node. */
export function LayoutProperties({ node, entity, designer }: Props) {
  return (
    <Form layout="vertical" size="small" data-testid="layout-properties">
      {node.type === 'grid' || node.type === 'tabs' ? <Parts node={node} designer={designer} /> : null}
      {node.type === 'card' || node.type === 'divider' ? <Labels node={node as CardNode | DividerNode} designer={designer} /> : null}
      {node.type === 'lineTable' ? <LineTableProperties node={node} entity={entity} designer={designer} /> : null}
    </Form>
  );
}

/** A grid column's span or a tab pane's labels (selected on the canvas). */
export function PartProperties({ part, designer }: { part: GridColumn | TabPane; designer: Designer }) {
  const { t } = useTranslation();
  if ('span' in part) {
    return (
      <Form layout="vertical" size="small" data-testid="part-properties">
        <Form.Item label={t('designer.props.span')}>
          <InputNumber aria-label={t('designer.props.span')} min={1} max={24} precision={0} value={part.span} onChange={(v) => v && designer.update<GridColumn>(part.id, { span: Number(v) }, `${part.id}:span`)} />
        </Form.Item>
      </Form>
    );
  }
  return (
    <Form layout="vertical" size="small" data-testid="part-properties">
      <Labels node={part} designer={designer} />
    </Form>
  );
}
