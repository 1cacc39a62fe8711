// The canvas: the design drawn as nested boxes (fields, grids of columns, tab sets, cards,
// dividers, line tables). A box is selected by click or Enter; drops land before or after the box
// under the pointer, or at the end of a list. Keys on a selected box: Delete removes, Alt+↑/↓
// moves, Ctrl+X cuts, Ctrl+V moves the cut node to the selection.
import { Card, Typography } from 'antd';
import { type DragEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DesignNode } from '../../../../schemas/forms/types';
import { isDesignDrag, readDrag, startDrag } from './dnd';
import { type CanvasContextValue, CanvasContext, selectedStyle, useCanvas } from './canvasContext';
import { NodeBody } from './CanvasNode';
import { ancestorsOf, type Place } from './tree';
import type { Designer } from './useDesigner';

/** The end of a list: where a drop appends (an empty list says so). */
function DropZone({ owner, index, empty }: { owner: string | null; index: number; empty: boolean }) {
  const { t } = useTranslation();
  const { drop } = useCanvas();
  const [over, setOver] = useState(false);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for dragged fields; the keyboard moves nodes with the designer's cut and paste
    <div
      data-testid={`drop-${owner ?? 'root'}`}
      onDragOver={(e) => {
        if (!isDesignDrag(e)) return;
        e.preventDefault();
        e.stopPropagation();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        setOver(false);
        drop(e, { owner, index });
      }}
      style={{ minHeight: empty ? 40 : 12, border: `1px dashed ${over ? '#1677ff' : empty ? '#d9d9d9' : 'transparent'}`, borderRadius: 4, color: '#999', fontSize: 12, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      {empty ? t('designer.canvas.dropHere') : null}
    </div>
  );
}

function NodeBox({ node, owner, index }: { node: DesignNode; owner: string | null; index: number }) {
  const { designer, drop } = useCanvas();
  const [edge, setEdge] = useState<'before' | 'after' | null>(null);
  const selected = designer.selected === node.id;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.target !== e.currentTarget) return;
    if (e.key === 'Enter' || e.key === ' ') designer.select(node.id);
    else if (!selected) return;
    else if (e.key === 'Delete' || e.key === 'Backspace') designer.remove(node.id);
    else if (e.altKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) designer.shift(node.id, e.key === 'ArrowUp' ? -1 : 1);
    else if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'x') designer.setCut(node.id);
    else return;
    e.preventDefault();
    e.stopPropagation();
  };
  return (
    <div
      role="treeitem"
      aria-selected={selected}
      tabIndex={0}
      draggable
      data-testid={`design-node-${node.id}`}
      onClick={(e) => {
        e.stopPropagation();
        designer.select(node.id);
      }}
      onKeyDown={onKeyDown}
      onDragStart={(e) => startDrag(e, { move: node.id })}
      onDragOver={(e) => {
        if (!isDesignDrag(e)) return;
        e.preventDefault();
        e.stopPropagation();
        const rect = e.currentTarget.getBoundingClientRect();
        setEdge(e.clientY < rect.top + rect.height / 2 ? 'before' : 'after');
      }}
      onDragLeave={() => setEdge(null)}
      onDrop={(e) => {
        const at = edge === 'after' ? index + 1 : index;
        setEdge(null);
        drop(e, { owner, index: at });
      }}
      style={{
        margin: '4px 0',
        padding: '6px 8px',
        background: designer.cut === node.id ? '#fffbe6' : '#fff',
        border: '1px solid #f0f0f0',
        borderTop: edge === 'before' ? '2px solid #1677ff' : undefined,
        borderBottom: edge === 'after' ? '2px solid #1677ff' : undefined,
        borderRadius: 4,
        cursor: 'grab',
        ...(selected ? selectedStyle : {}),
      }}
    >
      <NodeBody node={node} />
    </div>
  );
}

/** One list of nodes (the root, a column, a pane, a card) with its append zone. */
export function NodeList({ owner, nodes }: { owner: string | null; nodes: readonly DesignNode[] }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: in the ARIA tree pattern the children of a treeitem sit in a group; a fieldset would announce form controls
    <div role="group">
      {nodes.map((node, index) => (
        <NodeBox key={node.id} node={node} owner={owner} index={index} />
      ))}
      <DropZone owner={owner} index={nodes.length} empty={!nodes.length} />
    </div>
  );
}

export function Canvas({ designer, labelOf }: { designer: Designer; labelOf: CanvasContextValue['labelOf'] }) {
  const { t } = useTranslation();
  const around = designer.selected ? new Set([designer.selected, ...ancestorsOf(designer.design, designer.selected)]) : new Set<string>();
  const drop = (e: DragEvent, place: Place) => {
    e.preventDefault();
    e.stopPropagation();
    const payload = readDrag(e);
    if (!payload) return;
    if ('palette' in payload) designer.add(payload.palette, place);
    else if (payload.move) designer.move(payload.move, place);
  };
  return (
    <CanvasContext.Provider value={{ designer, labelOf, around, drop }}>
      <Card size="small" title={t('designer.canvas.title')} data-testid="designer-canvas" onClick={() => designer.select(null)} styles={{ body: { minHeight: 400 } }}>
        {designer.design.nodes.length ? null : <Typography.Paragraph type="secondary">{t('designer.canvas.empty')}</Typography.Paragraph>}
        <div role="tree">
          <NodeList owner={null} nodes={designer.design.nodes} />
        </div>
      </Card>
    </CanvasContext.Provider>
  );
}
