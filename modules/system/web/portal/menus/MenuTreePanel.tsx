// The designer's tree: drag to reorder and re-parent the tenant's own items (the product's are
// locked), unsaved items and edits marked.
import LockOutlined from '@ant-design/icons/LockOutlined';
import { Empty, Space, Tag, Tooltip, Tree } from 'antd';
import type { DataNode, TreeProps } from 'antd/es/tree';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TMP_ID } from '../../../../../schemas/rpc/portal-menu';
import { iconByName, useIconSet } from '../../../../../src/app/shell/iconSet';
import { type DesignNode, type DropPosition, dropProblem, isTmpKey } from './menuTree';
import type { MenuDesign } from './useMenuDesign';

type Node = DataNode & { design: DesignNode };

function NodeTitle({ node, dirty }: { node: DesignNode; dirty: boolean }) {
  const { t } = useTranslation();
  return (
    <Space size={4} data-testid={`menu-node-${node.draft.code}`}>
      <span>{node.draft.name || t('menus.unnamed')}</span>
      {node.id === TMP_ID ? <Tag color="orange">{TMP_ID}</Tag> : null}
      {dirty ? (
        <Tag color="gold" data-testid="unsaved-mark">
          {t('menus.unsaved')}
        </Tag>
      ) : null}
      {!node.own ? (
        <Tooltip title={t('menus.productItem')}>
          <LockOutlined aria-label={t('menus.productItem')} style={{ color: '#999' }} />
        </Tooltip>
      ) : null}
    </Space>
  );
}

/** antd's drop: `inner` when dropped onto the node, else before or after it. */
export function dropPositionOf(info: { dropToGap: boolean; dropPosition: number; node: { pos: string } }): DropPosition {
  if (!info.dropToGap) return 'inner';
  const index = Number(info.node.pos.split('-').pop());
  return info.dropPosition - index < 0 ? 'before' : 'after';
}

export function MenuTreePanel({ design, canMove }: { design: MenuDesign; canMove: boolean }) {
  const { t } = useTranslation();
  const icons = useIconSet();
  const treeData = useMemo(() => {
    const visit = (nodes: DesignNode[]): Node[] =>
      nodes.map((n) => ({
        key: n.key,
        design: n,
        title: <NodeTitle node={n} dirty={design.dirty.has(n.key)} />,
        icon: iconByName(icons, n.draft.icon) ?? undefined,
        isLeaf: n.type === 3 || (n.children.length === 0 && n.type === 2),
        children: visit(n.children),
      }));
    return visit(design.tree);
  }, [design.tree, design.dirty, icons]);

  if (!design.tree.length) return <Empty description={t('menus.emptyTree')} />;

  const allowDrop: TreeProps['allowDrop'] = ({ dragNode, dropNode, dropPosition }) => {
    if (!design.state) return false;
    const position: DropPosition = dropPosition === 0 ? 'inner' : dropPosition < 0 ? 'before' : 'after';
    return dropProblem(design.state, String(dragNode.key), String(dropNode.key), position) === null;
  };

  return (
    <Tree<Node>
      data-testid="menu-tree"
      showIcon
      blockNode
      treeData={treeData}
      selectedKeys={design.selectedKey ? [design.selectedKey] : []}
      expandedKeys={design.expandedKeys}
      onExpand={(keys) => design.setExpandedKeys(keys.map(String))}
      onSelect={(keys) => keys.length && design.select(String(keys[0]))}
      draggable={canMove && !design.busy ? { icon: false, nodeDraggable: (node) => (node as Node).design.own && !isTmpKey(String(node.key)) } : false}
      allowDrop={allowDrop}
      onDrop={(info) => void design.drop(String(info.dragNode.key), String(info.node.key), dropPositionOf(info))}
    />
  );
}
