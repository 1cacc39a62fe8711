// Left: every item of the portal with a tick for what the role has. Ticking gives the item with
// its ancestors (a page with its buttons); unticking takes it and everything under it, after a
// confirmation.
import { App, Empty, Input, Space, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AllocatableItem } from '../../../../../schemas/rpc/portal-alloc';
import { allocatedBelow, allocatedKeys, flattenItems, withoutButtons } from './allocTree';

type Node = DataNode & { item: AllocatableItem };

function matches(item: AllocatableItem, needle: string): boolean {
  return item.name.toLowerCase().includes(needle) || item.code.toLowerCase().includes(needle) || (item.url ?? '').toLowerCase().includes(needle);
}

/** The tree, cut to the items matching `needle` and their ancestors. */
function filtered(items: readonly AllocatableItem[], needle: string): AllocatableItem[] {
  if (!needle) return [...items];
  return items.flatMap((i) => {
    const children = filtered(i.children ?? [], needle);
    return matches(i, needle) || children.length ? [{ ...i, children }] : [];
  });
}

export interface AllocTreePanelProps {
  items: AllocatableItem[];
  selectedId: number | null;
  busy: boolean;
  canChange: boolean;
  onSelect: (item: AllocatableItem) => void;
  onAllocate: (item: AllocatableItem) => void;
  onUnallocate: (item: AllocatableItem) => void;
}

export function AllocTreePanel(props: AllocTreePanelProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<string[]>([]);
  const needle = search.trim().toLowerCase();
  const tree = useMemo(() => filtered(withoutButtons(props.items), needle), [props.items, needle]);
  const checked = useMemo(() => allocatedKeys(props.items), [props.items]);
  const treeData = useMemo(() => {
    const visit = (items: readonly AllocatableItem[]): Node[] =>
      items.map((item) => ({
        key: String(item.id),
        item,
        title: (
          <Space size={4} data-testid={`alloc-node-${item.code}`}>
            <span>{item.name}</span>
            {item.url ? <Typography.Text type="secondary" style={{ fontSize: 12 }}>{item.url}</Typography.Text> : null}
          </Space>
        ),
        disableCheckbox: !props.canChange || props.busy,
        children: visit(item.children ?? []),
      }));
    return visit(tree);
  }, [tree, props.canChange, props.busy]);
  const expandedKeys = needle ? flattenItems(tree).map((i) => String(i.id)) : expanded;

  const untick = (item: AllocatableItem) => {
    const below = allocatedBelow(item).length;
    modal.confirm({
      title: t('templates.confirmTitle'),
      content: below ? t('alloc.unallocateWithChildren', { name: item.name, count: below }) : t('alloc.unallocateConfirm', { name: item.name }),
      okText: t('common.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => props.onUnallocate(item),
    });
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input.Search allowClear placeholder={t('alloc.searchTree')} value={search} onChange={(e) => setSearch(e.target.value)} />
      {treeData.length ? (
        <Tree<Node>
          data-testid="alloc-tree"
          checkable
          checkStrictly
          blockNode
          treeData={treeData}
          checkedKeys={{ checked, halfChecked: [] }}
          expandedKeys={expandedKeys}
          onExpand={(keys) => setExpanded(keys.map(String))}
          selectedKeys={props.selectedId != null ? [String(props.selectedId)] : []}
          onSelect={(_keys, info) => props.onSelect(info.node.item)}
          onCheck={(_keys, info) => (info.checked ? props.onAllocate(info.node.item) : untick(info.node.item))}
        />
      ) : (
        <Empty description={t('alloc.emptyTree')} />
      )}
    </Space>
  );
}
