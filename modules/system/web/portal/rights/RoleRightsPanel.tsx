// A role's values of the permission definition tree (a tab of 分配权限): per data item a switch
// (boolean), a select (single), a multiple select (multi) or a number within the item's bounds;
// 清除 removes the role's value. 保存 sends only what changed (portal.Right/setRoleValues).
import { Alert, App, Button, Empty, InputNumber, Select, Space, Spin, Switch, Table, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NumberBounds, RightNode, RightValue } from '../../../contracts/rights';
import { errorMessage } from '../../../../../src/api/errors';
import { currentLanguage, localName } from '../../../../../src/i18n';
import { RightApi } from '../api';
import { flattenRights } from './rightsForm';

type Values = Record<number, RightValue | null>;

interface Row {
  node: RightNode;
  depth: number;
}

function rowsOf(nodes: readonly RightNode[], depth = 0, out: Row[] = []): Row[] {
  for (const n of nodes) {
    out.push({ node: n, depth });
    rowsOf(n.children, depth + 1, out);
  }
  return out;
}

/** The changed items as setRoleValues takes them (null: the role's value removed). */
export function changedValues(stored: Values, edited: Values): Array<{ rightId: number; value: RightValue | null }> {
  const ids = new Set([...Object.keys(stored), ...Object.keys(edited)].map(Number));
  return [...ids].filter((id) => id in edited && JSON.stringify(edited[id] ?? null) !== JSON.stringify(stored[id] ?? null)).map((id) => ({ rightId: id, value: edited[id] ?? null }));
}

function ValueInput({ node, value, disabled, onChange }: { node: RightNode; value: RightValue | null; disabled: boolean; onChange: (v: RightValue | null) => void }) {
  const lang = currentLanguage();
  const options = Array.isArray(node.options) ? node.options.map((o) => ({ value: o.value, label: lang === 'en_US' && o.labelEn ? o.labelEn : o.label })) : [];
  const label = localName(node);
  switch (node.kind) {
    case 'boolean':
      return <Switch checked={value === true} disabled={disabled} onChange={onChange} aria-label={label} />;
    case 'single':
      return <Select allowClear style={{ width: 220 }} value={(value as string | null) ?? undefined} disabled={disabled} options={options} onChange={(v) => onChange(v ?? null)} aria-label={label} />;
    case 'multi':
      return <Select mode="multiple" allowClear style={{ width: 280 }} value={(value as string[] | null) ?? []} disabled={disabled} options={options} onChange={(v: string[]) => onChange(v)} aria-label={label} />;
    case 'number': {
      const b = node.options as NumberBounds;
      return <InputNumber value={(value as number | null) ?? null} min={b.min} max={b.max} disabled={disabled} onChange={(v) => onChange(v ?? null)} aria-label={label} style={{ width: 160 }} />;
    }
    default:
      return null;
  }
}

export function RoleRightsPanel({ roleId, canChange }: { roleId: number; canChange: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [tree, setTree] = useState<RightNode[] | null>(null);
  const [stored, setStored] = useState<Values>({});
  const [edited, setEdited] = useState<Values>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const load = useCallback(async () => {
    try {
      const opts = { ignoreError: true, cancelPrevious: false };
      const [nodes, values] = await Promise.all([RightApi.tree([], opts), RightApi.roleValues([roleId], opts)]);
      setTree(nodes);
      setStored(Object.fromEntries(values.map((v) => [v.rightId, v.value])));
      setEdited({});
      setError(null);
    } catch (e) {
      setError(errorMessage(e, t('roles.loadFailed')));
    }
  }, [roleId, t]);
  useEffect(() => {
    setTree(null);
    void load();
  }, [load]);

  const rows = useMemo(() => rowsOf(tree ?? []), [tree]);
  const changes = useMemo(() => changedValues(stored, edited), [stored, edited]);
  const shownValue = (id: number) => (id in edited ? edited[id] : (stored[id] ?? null));

  const save = async () => {
    setSaving(true);
    try {
      await RightApi.setRoleValues([roleId, changes], { ignoreError: true });
      void message.success(t('roles.saved'));
      await load();
    } catch (e) {
      void message.error(errorMessage(e, t('roles.failed')));
    } finally {
      setSaving(false);
    }
  };

  if (error) return <Alert type="error" showIcon message={error} />;
  if (!tree) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (!flattenRights(tree).some((n) => n.kind !== 'group')) return <Empty description={t('rights.noItems')} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="role-rights">
      <Table<Row>
        size="small"
        rowKey={(r) => r.node.id}
        dataSource={rows}
        pagination={false}
        columns={[
          {
            key: 'name',
            title: t('rights.name'),
            render: (_, r) => (
              <span style={{ paddingLeft: r.depth * 20 }}>
                <Typography.Text strong={r.node.kind === 'group'}>{localName(r.node)}</Typography.Text> <Typography.Text type="secondary">{r.node.code}</Typography.Text>
              </span>
            ),
          },
          { key: 'kind', title: t('rights.kind'), width: 90, render: (_, r) => (r.node.kind === 'group' ? null : t(`rights.kinds.${r.node.kind}`)) },
          {
            key: 'value',
            title: t('rights.value'),
            render: (_, r) =>
              r.node.kind === 'group' ? null : (
                <Space>
                  <ValueInput node={r.node} value={shownValue(r.node.id)} disabled={!canChange || saving} onChange={(v) => setEdited((e) => ({ ...e, [r.node.id]: v }))} />
                  {shownValue(r.node.id) != null ? (
                    <Button size="small" type="link" disabled={!canChange || saving} onClick={() => setEdited((e) => ({ ...e, [r.node.id]: null }))}>
                      {t('rights.clear')}
                    </Button>
                  ) : null}
                </Space>
              ),
          },
        ]}
      />
      <Space>
        <Button disabled={!changes.length || saving} onClick={() => setEdited({})}>
          {t('alloc.reset')}
        </Button>
        <Button type="primary" loading={saving} disabled={!canChange || !changes.length} onClick={() => void save()} data-testid="save-role-rights">
          {t('templates.save')}
        </Button>
      </Space>
    </Space>
  );
}
