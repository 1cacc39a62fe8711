// 分配权限 of a role (system/RoleAllocation?roleId=, opened by system/Role's 分配权限): the role
// picked in the header (switching stays on the page), then per portal which pages the role gets
// (left), the selected page's buttons, fields and row limits (middle), and a live preview of the
// generated table and form with the settings as they stand (right); a last tab holds the role's
// values of the permission definition tree. Every change reaches the role's users on their next
// page open.
import { App, Button, Card, Col, Empty, Result, Row, Select, Space, Spin, Tabs, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { RoleView } from '../../../contracts/roles';
import { PORTAL_TYPES, type PortalType } from '../../../../../schemas/menus/types';
import type { AllocatableItem } from '../../../../../schemas/rpc/portal-alloc';
import { usePermission } from '../../../../../src/engine/PermissionContext';
import { localName } from '../../../../../src/i18n';
import { useLeaveGuard } from '../../../../../src/templates/detail/useLeaveGuard';
import { RoleApi } from '../api';
import { RoleRightsPanel } from '../rights/RoleRightsPanel';
import { AllocTreePanel } from './AllocTreePanel';
import { entityCodeOf, flattenItems, targetsOf } from './allocTree';
import { PageAllocation } from './PageAllocation';
import { PreviewPanel } from './PreviewPanel';
import { useAllocation } from './useAllocation';
import { useFieldSettings } from './useFieldSettings';

export const ALLOCATE_FUNCTION = 'portal.role.allocate';
const RIGHTS_TAB = 'rights';

function useRoles() {
  const [roles, setRoles] = useState<RoleView[] | null>(null);
  useEffect(() => {
    RoleApi.getList([], { ignoreError: true, cancelPrevious: false }).then(setRoles, () => setRoles([]));
  }, []);
  return roles;
}

function RolePicker({ roles, roleId, onPick }: { roles: RoleView[] | null; roleId: number | null; onPick: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <Space size={6}>
      <Typography.Text>{t('alloc.role')}</Typography.Text>
      <Select
        showSearch
        optionFilterProp="label"
        loading={!roles}
        style={{ width: 240 }}
        value={roleId ?? undefined}
        placeholder={t('alloc.pickRole')}
        onChange={(id: number) => id !== roleId && onPick(id)}
        options={(roles ?? []).map((r) => ({ value: r.id, label: `${localName(r)} (${r.code})` }))}
        aria-label={t('alloc.role')}
        data-testid="role-picker"
      />
    </Space>
  );
}

export default function AllocationPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [search, setSearch] = useSearchParams();
  const roleId = Number(search.get('roleId')) > 0 ? Number(search.get('roleId')) : null;
  const canChange = usePermission()(ALLOCATE_FUNCTION);
  const roles = useRoles();
  const role = roles?.find((r) => r.id === roleId) ?? null;
  const [tab, setTab] = useState<PortalType | typeof RIGHTS_TAB>('Web');
  const portal: PortalType = tab === RIGHTS_TAB ? 'Web' : tab;
  const allocation = useAllocation(tab === RIGHTS_TAB ? null : roleId, portal);
  const [menuId, setMenuId] = useState<number | null>(null);
  const [targetId, setTargetId] = useState<number | null>(null);

  const items = allocation.data?.items ?? [];
  const flat = useMemo(() => flattenItems(items), [items]);
  const page = useMemo(() => flat.find((i) => i.id === menuId && i.type === 2) ?? null, [flat, menuId]);
  const targets = useMemo(() => (page && allocation.data ? targetsOf(page, allocation.data.allocs) : []), [page, allocation.data]);
  const target = targets.find((a) => a.id === targetId) ?? targets[0] ?? null;
  const settings = useFieldSettings(page && target && roleId ? { menuId: page.id, allocId: target.id, roleId, url: target.url ?? page.url ?? '' } : null);

  const bypass = useRef(false);
  const isDirty = useCallback(() => settings.dirty, [settings.dirty]);
  useLeaveGuard(isDirty, bypass);

  /** Runs `go` now, or after confirming that the unsaved field settings may be dropped. */
  const leaving = (go: () => void) => {
    if (!settings.dirty) return go();
    modal.confirm({ title: t('templates.confirmTitle'), content: t('templates.leaveConfirm'), okText: t('common.ok'), cancelText: t('common.cancel'), onOk: go });
  };
  const select = (item: AllocatableItem) =>
    leaving(() => {
      setMenuId(item.id);
      setTargetId(null);
    });

  if (!roleId) {
    return (
      <Card variant="borderless" data-testid="allocation-page">
        <Result status="info" title={t('alloc.pickRole')} extra={<RolePicker roles={roles} roleId={null} onPick={(id) => setSearch({ roleId: String(id) })} />} />
      </Card>
    );
  }

  return (
    <Card variant="borderless" data-testid="allocation-page">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('alloc.title', { role: role ? `${localName(role)} (${role.code})` : `#${roleId}` })}
        </Typography.Title>
        <RolePicker roles={roles} roleId={roleId} onPick={(id) => leaving(() => {
              setSearch({ roleId: String(id) });
              setMenuId(null);
            })} />
      </Space>
      <Tabs
        activeKey={tab}
        onChange={(p) => leaving(() => {
            setTab(p as PortalType);
            setMenuId(null);
          })}
        items={[...PORTAL_TYPES.map((p) => ({ key: p, label: t(`menus.portal.${p}`) })), { key: RIGHTS_TAB, label: t('rights.roleValues') }]}
      />
      {tab === RIGHTS_TAB ? <RoleRightsPanel roleId={roleId} canChange={canChange} /> : null}
      {tab !== RIGHTS_TAB && allocation.error ? <Result status="warning" title={t('alloc.loadFailed')} subTitle={allocation.error} extra={<Button onClick={() => void allocation.reload()}>{t('common.retry')}</Button>} /> : null}
      {tab !== RIGHTS_TAB && !allocation.data && !allocation.error ? <Spin style={{ display: 'block', margin: 48 }} /> : null}
      {tab !== RIGHTS_TAB && allocation.data ? (
        <Row gutter={12}>
          <Col xs={24} xl={6} xxl={5}>
            <Card size="small" title={t('alloc.pages')} styles={{ body: { maxHeight: 'calc(100vh - 240px)', minHeight: 320, overflow: 'auto' } }}>
              <AllocTreePanel
                items={items}
                selectedId={menuId}
                busy={allocation.busy}
                canChange={canChange}
                onSelect={select}
                onAllocate={(item) => void allocation.allocate(item.id)}
                onUnallocate={(item) => void allocation.unallocate(item.allocId!)}
              />
            </Card>
          </Col>
          <Col xs={24} xl={18} xxl={11}>
            <Card size="small" title={t('alloc.settings')}>
              {!page ? (
                <Empty description={t('alloc.pickPage')} />
              ) : !target ? (
                <Empty description={t('alloc.notAllocated', { name: page.name })} />
              ) : (
                <PageAllocation page={page} targets={targets} target={target} onTarget={(id) => leaving(() => setTargetId(id))} settings={settings} busy={allocation.busy} canChange={canChange} change={allocation.change} />
              )}
            </Card>
          </Col>
          <Col xs={24} xl={24} xxl={8}>
            <Card size="small" title={t('alloc.preview')}>
              {page && target ? <PreviewPanel entityCode={entityCodeOf(page, flat)} url={page.url ?? ''} rows={settings.rows} plates={settings.plates} /> : <Empty description={t('alloc.pickPage')} />}
            </Card>
          </Col>
        </Row>
      ) : null}
    </Card>
  );
}
