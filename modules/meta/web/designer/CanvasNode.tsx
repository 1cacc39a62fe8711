// What a canvas box shows, by node type: a field's label, code and type; a grid's columns side by
// side; a tab set's pane headers and the shown pane; a card's title and content; a divider; a line
// table. Columns and panes are selectable themselves (a click adds into them).
import { Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DesignNode, FieldNode, GridNode, TabsNode } from '../../../../schemas/forms/types';
import { NodeList } from './Canvas';
import { selectedStyle, useCanvas } from './canvasContext';

function FieldBody({ node }: { node: FieldNode }) {
  const { t } = useTranslation();
  const { labelOf } = useCanvas();
  return (
    <Space size={6} wrap>
      {node.required ? <span style={{ color: '#ff4d4f' }}>*</span> : null}
      <Typography.Text strong>{labelOf(node.code, node.label)}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {node.code}
      </Typography.Text>
      <Tag>{t(`designer.types.${node.dataType}`)}</Tag>
      {node.bound ? null : <Tag color="purple">{t('designer.canvas.free')}</Tag>}
      {node.visibleWhen || node.readOnlyWhen ? <Tag color="gold">{node.visibleWhen ? t('designer.props.visibleWhen') : t('designer.props.readOnlyWhen')}</Tag> : null}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {node.width || 6}/24
      </Typography.Text>
    </Space>
  );
}

/** A selectable part (grid column, tab pane header). */
function partProps(id: string, selected: boolean, select: (id: string) => void) {
  return {
    role: 'treeitem',
    'aria-selected': selected,
    tabIndex: 0,
    'data-testid': `design-part-${id}`,
    onClick: (e: React.MouseEvent) => {
      e.stopPropagation();
      select(id);
    },
    onKeyDown: (e: React.KeyboardEvent) => {
      if (e.target === e.currentTarget && (e.key === 'Enter' || e.key === ' ')) {
        e.preventDefault();
        e.stopPropagation();
        select(id);
      }
    },
  } as const;
}

function GridBody({ node }: { node: GridNode }) {
  const { t } = useTranslation();
  const { designer } = useCanvas();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      {node.columns.map((c) => (
        <div key={c.id} {...partProps(c.id, designer.selected === c.id, designer.select)} style={{ flex: c.span, minWidth: 0, padding: 4, border: '1px dashed #d9d9d9', borderRadius: 4, ...(designer.selected === c.id ? selectedStyle : {}) }}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('designer.canvas.column', { span: c.span })}
          </Typography.Text>
          <NodeList owner={c.id} nodes={c.children} />
        </div>
      ))}
    </div>
  );
}

function TabsBody({ node }: { node: TabsNode }) {
  const { designer, around } = useCanvas();
  const [chosen, setChosen] = useState(0);
  // the pane holding the selection shows; else the last one chosen here
  const holding = node.panes.findIndex((p) => around.has(p.id));
  const active = Math.min(holding >= 0 ? holding : chosen, node.panes.length - 1);
  const pane = node.panes[active];
  const select = (id: string) => {
    setChosen(node.panes.findIndex((p) => p.id === id));
    designer.select(id);
  };
  return (
    <div>
      <div role="tablist" style={{ display: 'flex', gap: 4, borderBottom: '1px solid #f0f0f0', marginBottom: 4 }}>
        {node.panes.map((p, i) => (
          <div
            key={p.id}
            {...partProps(p.id, designer.selected === p.id, select)}
            role="tab"
            tabIndex={0}
            aria-selected={i === active}
            style={{ padding: '2px 10px', cursor: 'pointer', borderBottom: i === active ? '2px solid #1677ff' : '2px solid transparent', ...(designer.selected === p.id ? selectedStyle : {}) }}
          >
            {p.label}
          </div>
        ))}
      </div>
      <NodeList owner={pane.id} nodes={pane.children} />
    </div>
  );
}

export function NodeBody({ node }: { node: DesignNode }) {
  const { t } = useTranslation();
  switch (node.type) {
    case 'field':
      return <FieldBody node={node} />;
    case 'grid':
      return <GridBody node={node} />;
    case 'tabs':
      return <TabsBody node={node} />;
    case 'card':
      return (
        <div>
          <Typography.Text strong>
            {t('designer.layout.card')}：{node.label}
          </Typography.Text>
          <NodeList owner={node.id} nodes={node.children} />
        </div>
      );
    case 'divider':
      return (
        <Typography.Text type="secondary">
          —— {node.label || t('designer.layout.divider')} ——
        </Typography.Text>
      );
    case 'lineTable':
      return (
        <Space>
          <Tag color="blue">{t('designer.layout.lineTable')}</Tag>
          <Typography.Text>{node.label || node.key}</Typography.Text>
        </Space>
      );
  }
}
