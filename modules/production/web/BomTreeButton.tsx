// 结构预览 on a BOM's detail: the exploded tree of the open BOM (mdm.BOM/preview) with every level's
// quantity per parent and cumulative quantity, in a drawer. A detail extra of every record (the
// detail template knows no module): drawn only for BOM records.
import ApartmentOutlined from '@ant-design/icons/ApartmentOutlined';
import { Alert, Button, Drawer, Table, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../src/api/errors';
import type { DetailExtraProps } from '../../../src/templates/detail/detailExtras';
import type { BomTreeNode } from '../contracts';
import { BomApi, quiet } from './api';

type Row = Omit<BomTreeNode, 'children'> & { key: string; children?: Row[] };
const rows = (n: BomTreeNode, key = '0'): Row => ({ ...n, key, children: n.children.length ? n.children.map((c, i) => rows(c, `${key}-${i}`)) : undefined });
const keys = (r: Row): string[] => [r.key, ...(r.children ?? []).flatMap(keys)];

export function BomTreeDrawer({ bomId, open, onClose }: { bomId: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [tree, setTree] = useState<Row | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    setError(null);
    BomApi.preview([{ bomId }], quiet).then((n) => setTree(rows(n)), (e: unknown) => setError(errorMessage(e, t('production.bom.loadFailed'))));
  }, [open, bomId, t]);
  return (
    <Drawer open={open} onClose={onClose} width={960} title={tree ? t('production.bom.title', { name: `${tree.name} ${tree.code}` }) : t('production.bom.preview')} destroyOnHidden>
      {error && <Alert type="error" message={error} />}
      {tree && (
        <Table<Row>
          data-testid="bom-tree"
          size="small"
          rowKey="key"
          pagination={false}
          dataSource={[tree]}
          expandable={{ defaultExpandedRowKeys: keys(tree) }}
          columns={[
            { title: t('production.bom.code'), dataIndex: 'code', width: 220 },
            { title: t('production.bom.name'), dataIndex: 'name' },
            { title: t('production.bom.spec'), dataIndex: 'spec', width: 140 },
            { title: t('production.bom.level'), dataIndex: 'level', width: 60 },
            { title: t('production.bom.perParent'), dataIndex: 'perParent', width: 100, align: 'right' },
            { title: t('production.bom.quantity'), dataIndex: 'quantity', width: 100, align: 'right' },
            { title: t('production.bom.process'), dataIndex: 'processName', width: 100 },
            { title: t('production.bom.bom'), dataIndex: 'bomCode', width: 120 },
          ]}
        />
      )}
    </Drawer>
  );
}

export default function BomTreeButton({ entityCode, record }: DetailExtraProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (entityCode !== 'Bom') return null;
  const saved = typeof record.id === 'number' && record.id > 0;
  const button = (
    <Button icon={<ApartmentOutlined />} disabled={!saved} onClick={() => setOpen(true)} data-testid="bom-preview">
      {t('production.bom.preview')}
    </Button>
  );
  return (
    <>
      {saved ? button : <Tooltip title={t('production.bom.unsaved')}><span style={{ display: 'inline-block', cursor: 'not-allowed' }}>{button}</span></Tooltip>}
      {saved && <BomTreeDrawer bomId={record.id as number} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
