// 权限定义 (a tab of 角色管理): the tenant's permission definition tree — groups and data items —
// at left, the selected node's form at right. 新增分组 / 新增数据项 add under the selected group
// (or at the top); 删除 asks first, and an item some role has a value for (or a group with
// children) is refused by the server (409) with its message. Changing needs portal.role.update.
import FolderAddOutlined from '@ant-design/icons/FolderAddOutlined';
import FolderOutlined from '@ant-design/icons/FolderOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { Alert, App, Button, Empty, Spin, Tag, Tree, type TreeDataNode } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RightNode } from '../../../contracts/rights';
import { errorMessage } from '../../../../../src/api/errors';
import { usePermission } from '../../../../../src/engine/PermissionContext';
import { localName } from '../../../../../src/i18n';
import { RightApi, ROLE_FUNCTIONS } from '../api';
import { RightForm } from './RightForm';
import { findRight, type RightFormValues, rightInputOf, type RightTarget } from './rightsForm';
import { TreeAndDetail } from '../TreeAndDetail';

function treeData(nodes: readonly RightNode[], kindLabel: (k: string) => string): TreeDataNode[] {
  return nodes.map((n) => ({
    key: String(n.id),
    icon: n.kind === 'group' ? <FolderOutlined /> : undefined,
    title: (
      <span data-testid={`right-node-${n.code}`}>
        {localName(n)} <span style={{ color: '#999' }}>{n.code}</span> {n.kind !== 'group' ? <Tag>{kindLabel(n.kind)}</Tag> : null}
      </span>
    ),
    children: treeData(n.children, kindLabel),
  }));
}

export function RightsTreePanel() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const canChange = usePermission()(ROLE_FUNCTIONS.update);
  const [nodes, setNodes] = useState<RightNode[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [target, setTarget] = useState<RightTarget | null>(null);
  const [saving, setSaving] = useState(false);

  const load = useCallback(async () => {
    try {
      const tree = await RightApi.tree([], { ignoreError: true, cancelPrevious: false });
      setNodes(tree);
      setError(null);
      return tree;
    } catch (e) {
      setError(errorMessage(e, t('roles.loadFailed')));
      return null;
    }
  }, [t]);
  useEffect(() => void load(), [load]);

  const selected = target && 'node' in target ? target.node : null;
  const newKind = target && !('node' in target) ? target.kind : null;
  const newParent = target && !('node' in target) ? target.parentId : null;
  const data = useMemo(() => treeData(nodes ?? [], (k) => t(`rights.kinds.${k}`)), [nodes, t]);
  /** a new node goes under the selected group, or beside the selected item (its group) */
  const parentForNew = selected ? (selected.kind === 'group' ? selected.id : selected.parentId) : null;

  const save = async (values: RightFormValues) => {
    if (!target) return;
    setSaving(true);
    try {
      const saved = await RightApi.save([rightInputOf(target, values)], { ignoreError: true });
      void message.success(t('roles.saved'));
      const tree = await load();
      const fresh = tree ? findRight(tree, saved.id) : null;
      setTarget(fresh ? { node: fresh } : null);
    } catch (e) {
      void message.error(errorMessage(e, t('roles.failed')));
    } finally {
      setSaving(false);
    }
  };

  const remove = (node: RightNode) =>
    modal.confirm({
      title: t('templates.confirmTitle'),
      content: t('rights.deleteConfirm', { name: localName(node) }),
      okText: t('common.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await RightApi.delete([node.id], { ignoreError: true });
          void message.success(t('roles.deleted'));
          setTarget(null);
          await load();
        } catch (e) {
          // in use, or a group with children: the server's 409 says which
          void message.error(errorMessage(e, t('roles.failed')));
        }
      },
    });

  if (error) return <Alert type="error" showIcon message={error} action={<Button onClick={() => void load()}>{t('common.retry')}</Button>} />;
  if (!nodes) return <Spin style={{ display: 'block', margin: 48 }} />;
  return (
    <TreeAndDetail
      testId="rights-panel"
      treeTitle={t('rights.tree')}
      tools={
        <>
          <Button size="small" icon={<FolderAddOutlined />} disabled={!canChange} onClick={() => setTarget({ parentId: parentForNew, kind: 'group' })} data-testid="add-right-group">
            {t('rights.addGroup')}
          </Button>
          <Button size="small" icon={<PlusOutlined />} disabled={!canChange} onClick={() => setTarget({ parentId: parentForNew, kind: 'boolean' })} data-testid="add-right-item">
            {t('rights.addItem')}
          </Button>
          <Button size="small" icon={<ReloadOutlined />} aria-label={t('rights.reload')} onClick={() => void load()} />
        </>
      }
      tree={
        nodes.length ? (
          <Tree showIcon blockNode defaultExpandAll treeData={data} selectedKeys={selected ? [String(selected.id)] : []} onSelect={(keys) => {
            const hit = keys.length ? findRight(nodes, Number(keys[0])) : null;
            setTarget(hit ? { node: hit } : null);
          }} />
        ) : (
          <Empty description={t('rights.empty')} />
        )
      }
      detailTitle={selected ? localName(selected) : newKind ? t(newKind === 'group' ? 'rights.newGroup' : 'rights.newItem') : t('rights.node')}
      detail={
        target ? (
          <RightForm
            key={selected ? `n${selected.id}` : `new-${newKind}-${newParent}`}
            target={target}
            disabled={!canChange || saving}
            saving={saving}
            onSave={(v) => void save(v)}
            onDelete={selected && canChange ? () => remove(selected) : null}
          />
        ) : (
          <Empty description={t('rights.pick')} />
        )
      }
    />
  );
}
