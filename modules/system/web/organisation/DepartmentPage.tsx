import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Card, Col, Empty, Row, Spin, Tag, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepartmentView, OrgTreeNode } from '../../contracts/organisation';
import { usePermission } from '../../../../src/engine/PermissionContext';
import { DepartmentForm, type DepartmentTarget } from './DepartmentForm';
import { flatten, useOrgTree } from './useOrgTree';

function treeData(nodes: OrgTreeNode[], organ: string): DataNode[] {
  return nodes.map((n) => ({
    key: n.key,
    title: (
      <span data-testid={`node-${n.key}`} style={n.disabled ? { color: '#999' } : undefined}>
        {n.type === 1 ? <Tag color="blue">{organ}</Tag> : null}
        {n.label}
      </span>
    ),
    children: treeData(n.children, organ),
  }));
}

/**
 * system/Department (部门管理): organisations and their departments as one tree; picking a department
 * opens its form beside the tree (save, 新增下级部门, 启用 / 停用, 删除), picking an organisation
 * offers a new department in it.
 */
export default function DepartmentPage() {
  const { t } = useTranslation();
  const can = usePermission();
  const { tree, loading, error, reload } = useOrgTree(t('systemAdmin.loadFailed'));
  const [selected, setSelected] = useState<string | null>(null);
  const [target, setTarget] = useState<DepartmentTarget | null>(null);
  const nodes = flatten(tree);

  const pick = (key: string) => {
    setSelected(key);
    const node = nodes.find((n) => n.key === key);
    if (!node) return setTarget(null);
    if (node.type === 2) setTarget({ department: node.item as DepartmentView, organId: null, parentId: null });
    else setTarget(can('system.department.create') ? { department: null, organId: node.id, parentId: null } : null);
  };

  const changed = (after: DepartmentView | null) => {
    reload();
    if (after) {
      setSelected(`D${after.id}`);
      setTarget({ department: after, organId: null, parentId: null });
    } else {
      setSelected(null);
      setTarget(null);
    }
  };

  return (
    <Card variant="borderless" data-testid="department-page">
      <Row gutter={24}>
        <Col span={8}>
          {can('system.department.create') ? (
            <Button type="primary" icon={<PlusOutlined />} style={{ marginBottom: 12 }} onClick={() => {
              setSelected(null);
              setTarget({ department: null, organId: tree[0]?.id ?? null, parentId: null });
            }}>
              {t('systemAdmin.addDepartment')}
            </Button>
          ) : null}
          {error ? <Alert type="error" showIcon message={error} /> : null}
          {loading && !tree.length ? (
            <Spin />
          ) : (
            <Tree
              blockNode
              defaultExpandAll
              key={tree.length ? 'ready' : 'empty'}
              selectedKeys={selected ? [selected] : []}
              onSelect={(keys) => keys[0] && pick(String(keys[0]))}
              treeData={treeData(tree, t('systemAdmin.organNode'))}
              data-testid="department-tree"
            />
          )}
        </Col>
        <Col span={16}>
          {target ? (
            <DepartmentForm
              key={target.department ? `D${target.department.id}` : `new-${target.organId}-${target.parentId}`}
              target={target}
              tree={tree}
              onChanged={changed}
              onAddChild={(d) => {
                setSelected(null);
                setTarget({ department: null, organId: d.organId, parentId: d.id });
              }}
            />
          ) : (
            <Empty description={t('systemAdmin.pickNode')} />
          )}
        </Col>
      </Row>
    </Card>
  );
}
