import { Button, Card, Space, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntityMeta } from '../../../../schemas/rpc/datax';
import { FieldProperties } from './FieldProperties';
import { LayoutProperties, PartProperties } from './LayoutProperties';
import { locate, partOwner } from './tree';
import type { Designer } from './useDesigner';

interface PropertyPanelProps {
  designer: Designer;
  entity: EntityMeta;
  labelOf: (code: string, label?: string) => string;
}

/** The selected node's actions (move, cut, remove) as buttons: the click twins of the canvas keys. */
function NodeActions({ id, designer }: { id: string; designer: Designer }) {
  const { t } = useTranslation();
  return (
    <Space wrap size={4} style={{ marginBottom: 12 }}>
      <Tooltip title="Alt+↑">
        <Button size="small" onClick={() => designer.shift(id, -1)}>
          {t('designer.actions.moveUp')}
        </Button>
      </Tooltip>
      <Tooltip title="Alt+↓">
        <Button size="small" onClick={() => designer.shift(id, 1)}>
          {t('designer.actions.moveDown')}
        </Button>
      </Tooltip>
      <Tooltip title="Ctrl+X">
        <Button size="small" onClick={() => designer.setCut(designer.cut === id ? null : id)}>
          {designer.cut === id ? t('designer.actions.cancelCut') : t('designer.actions.cut')}
        </Button>
      </Tooltip>
      <Tooltip title="Delete">
        <Button size="small" danger onClick={() => designer.remove(id)}>
          {t('designer.actions.removeNode')}
        </Button>
      </Tooltip>
    </Space>
  );
}

/** The properties of the selection: a node (field or layout), or a grid column / tab pane. */
export function PropertyPanel({ designer, entity, labelOf }: PropertyPanelProps) {
  const { t } = useTranslation();
  const id = designer.selected;
  const at = id ? locate(designer.design, id) : null;
  const part = id && !at ? partOwner(designer.design, id) : null;
  let body = <Typography.Text type="secondary">{t('designer.props.none')}</Typography.Text>;
  if (at) {
    const node = at.node;
    body = (
      <>
        <NodeActions id={node.id} designer={designer} />
        {node.type === 'field' ? (
          <FieldProperties key={node.id} node={node} attr={node.bound ? (entity.attrs.find((a) => a.code === node.code) ?? null) : null} designer={designer} labelOf={labelOf} />
        ) : (
          <LayoutProperties key={node.id} node={node} entity={entity} designer={designer} />
        )}
      </>
    );
  } else if (part) {
    const owner = part.node;
    const item = owner.type === 'grid' ? owner.columns[part.part] : owner.type === 'tabs' ? owner.panes[part.part] : null;
    if (item) body = <PartProperties key={item.id} part={item} designer={designer} />;
  }
  return (
    <Card size="small" title={t('designer.props.title')} data-testid="designer-properties" styles={{ body: { maxHeight: 'calc(100vh - 260px)', overflowY: 'auto' } }}>
      {body}
    </Card>
  );
}
