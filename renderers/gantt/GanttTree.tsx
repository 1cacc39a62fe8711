// The task tree at the left (250 px) with the optional table columns beside it: antd-styled
// rows of 30 px, windowed (only the rows in view are in the DOM, so 100 000 tasks cost nothing),
// scrolled with the timeline. Rows can be dragged onto one another (HTML drag and drop): the top
// quarter drops before, the bottom quarter after, the middle inside.
import CaretDownOutlined from '@ant-design/icons/CaretDownOutlined';
import CaretRightOutlined from '@ant-design/icons/CaretRightOutlined';
import { theme } from 'antd';
import { useState, type CSSProperties, type DragEvent } from 'react';
import { HEADER_HEIGHT, ROW_HEIGHT, TREE_WIDTH } from './core/constants';
import type { DropPosition } from './core/interactions';
import type { Layout } from './core/layout';
import type { GanttModel } from './core/model';
import { useTexts } from './texts';

export interface GanttColumn {
  /** the task's field */
  prop: string;
  label: string;
  width: number;
}

export interface GanttTreeProps {
  model: GanttModel;
  layout: Layout;
  columns: readonly GanttColumn[];
  collapsed: ReadonlySet<string>;
  scrollTop: number;
  /** the body's height (without the header) */
  height: number;
  selected: string | null;
  readOnly: boolean;
  onSelect: (key: string) => void;
  onToggle: (key: string) => void;
  onDrop: (key: string, target: string, position: DropPosition) => void;
  onWheel: (deltaX: number, deltaY: number) => void;
}

const INDENT = 16;

export const treePanelWidth = (columns: readonly GanttColumn[]) => TREE_WIDTH + columns.reduce((w, c) => w + c.width, 0);

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return 'name' in value ? String((value as { name: unknown }).name) : JSON.stringify(value);
  return String(value);
}

export function GanttTree(props: GanttTreeProps) {
  const { model, layout, columns, collapsed, scrollTop, height, selected, readOnly } = props;
  const say = useTexts();
  const { token } = theme.useToken();
  const [dragged, setDragged] = useState<string | null>(null);
  const [dropAt, setDropAt] = useState<{ key: string; position: DropPosition } | null>(null);
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT));
  const last = Math.min(layout.rows.length - 1, Math.floor((scrollTop + height) / ROW_HEIGHT));
  const border = `1px solid ${token.colorBorderSecondary}`;
  const cell: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', padding: '0 8px', boxSizing: 'border-box' };

  const positionOf = (e: DragEvent<HTMLDivElement>): DropPosition => {
    const box = e.currentTarget.getBoundingClientRect();
    const y = e.clientY - box.top;
    return y < ROW_HEIGHT / 4 ? 'before' : y > (ROW_HEIGHT * 3) / 4 ? 'after' : 'inside';
  };

  const rows = [];
  for (let r = first; r <= last; r++) {
    const row = layout.rows[r];
    const node = model.nodes.get(row.key)!;
    const isSelected = selected === row.key;
    const isOpen = !collapsed.has(row.key);
    const target = dropAt?.key === row.key ? dropAt.position : null;
    rows.push(
      // biome-ignore lint/a11y/useFocusableInteractive: the chart's root takes the keys for the selected row (arrows, space, delete); rows take the mouse
      // biome-ignore lint/a11y/useKeyWithClickEvents: the chart's root takes the keys for the selected row (arrows, space, delete); rows take the mouse
      <div
        key={row.key}
        role="treeitem"
        aria-level={row.depth + 1}
        aria-selected={isSelected}
        aria-expanded={row.expandable ? isOpen : undefined}
        data-key={row.key}
        draggable={!readOnly}
        onClick={() => props.onSelect(row.key)}
        onDragStart={(e) => {
          e.dataTransfer.effectAllowed = 'move';
          e.dataTransfer.setData('text/plain', row.key);
          setDragged(row.key);
        }}
        onDragOver={(e) => {
          if (dragged === null || dragged === row.key) return;
          e.preventDefault();
          setDropAt({ key: row.key, position: positionOf(e) });
        }}
        onDragLeave={() => setDropAt((d) => (d?.key === row.key ? null : d))}
        onDrop={(e) => {
          e.preventDefault();
          if (dragged !== null && dragged !== row.key) props.onDrop(dragged, row.key, positionOf(e));
          setDragged(null);
          setDropAt(null);
        }}
        onDragEnd={() => {
          setDragged(null);
          setDropAt(null);
        }}
        style={{
          position: 'absolute',
          top: r * ROW_HEIGHT - scrollTop,
          left: 0,
          right: 0,
          height: ROW_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          borderBottom: border,
          boxSizing: 'border-box',
          cursor: 'pointer',
          background: isSelected ? token.controlItemBgActive : target === 'inside' ? token.controlItemBgHover : undefined,
          borderTop: target === 'before' ? `2px solid ${token.colorPrimary}` : undefined,
          boxShadow: target === 'after' ? `inset 0 -2px 0 ${token.colorPrimary}` : undefined,
        }}
      >
        <div style={{ ...cell, width: TREE_WIDTH, paddingLeft: 8 + row.depth * INDENT, display: 'flex', alignItems: 'center', gap: 4 }}>
          {row.expandable ? (
            // biome-ignore lint/a11y/useFocusableInteractive: the chart's root takes the keys: arrows left and right fold and unfold the selected row
            // biome-ignore lint/a11y/useKeyWithClickEvents: the chart's root takes the keys: arrows left and right fold and unfold the selected row
            // biome-ignore lint/a11y/useSemanticElements: a button element would take the focus from the chart's root
            <span
              role="button"
              aria-label={say(isOpen ? 'collapse' : 'expand')}
              onClick={(e) => {
                e.stopPropagation();
                props.onToggle(row.key);
              }}
              style={{ width: 14, color: token.colorTextSecondary, fontSize: 10 }}
            >
              {isOpen ? <CaretDownOutlined /> : <CaretRightOutlined />}
            </span>
          ) : (
            <span style={{ width: 14 }} />
          )}
          {node.type === 'milestone' && <span aria-hidden style={{ color: node.task.done ? token.colorSuccess : token.colorWarning }}>◆</span>}
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }} title={node.task.name}>
            {node.task.name}
          </span>
        </div>
        {columns.map((c) => (
          <div key={c.prop} style={{ ...cell, width: c.width, borderLeft: border }}>
            {cellText(node.task[c.prop])}
          </div>
        ))}
      </div>,
    );
  }

  return (
    <div style={{ width: treePanelWidth(columns), flex: 'none', borderRight: border, display: 'flex', flexDirection: 'column', fontSize: token.fontSize, color: token.colorText }}>
      {/* biome-ignore-start lint/a11y/useSemanticElements: the tree panel's header, a flex row beside the canvas: no table holds the virtualised rows, and the chart's root takes the keys */}
      {/* biome-ignore-start lint/a11y/useFocusableInteractive: the tree panel's header, a flex row beside the canvas: no table holds the virtualised rows, and the chart's root takes the keys */}
      <div role="row" style={{ height: HEADER_HEIGHT, display: 'flex', alignItems: 'center', background: token.colorFillAlter, borderBottom: border, fontWeight: 600, boxSizing: 'border-box' }}>
        <div role="columnheader" style={{ ...cell, width: TREE_WIDTH }}>
          {say('taskName')}
        </div>
        {columns.map((c) => (
          <div role="columnheader" key={c.prop} style={{ ...cell, width: c.width, borderLeft: border }}>
            {c.label}
          </div>
        ))}
      </div>
      {/* biome-ignore-end lint/a11y/useSemanticElements: the header */}
      {/* biome-ignore-end lint/a11y/useFocusableInteractive: the header */}
      <div
        role="tree"
        aria-label={say('taskTree')}
        style={{ position: 'relative', overflow: 'hidden', height }}
        onWheel={(e) => props.onWheel(e.deltaX, e.deltaY)}
      >
        {rows}
        {!layout.rows.length && <div style={{ padding: 16, color: token.colorTextDescription }}>{say('empty')}</div>}
      </div>
    </div>
  );
}
