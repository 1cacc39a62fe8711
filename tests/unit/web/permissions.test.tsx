import { cleanup, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Permission } from '../../../src/engine/Permission';
import { PermissionContext, usePermission } from '../../../src/engine/PermissionContext';
import { buildPermissionMap, EMPTY_NEED_ERROR, hasPermission, WRONG_NEED_ERROR } from '../../../src/engine/permissions';
import { button, moduleNode, pageNode } from '../../kit/web/fixtures';

afterEach(cleanup);

const tree = [
  moduleNode('mdm', '基础资料', [
    pageNode('mdm.member', 'mdm/member', '会员', { functionList: ['mdm.member.create', 'mdm.member.remove'] }),
    // a tenant's copy of the member page: its codes are prefixed with its own code
    pageNode('mdm.memberVip', 'mdm/memberVip', 'VIP 会员', { copyTag: true, baseUrl: 'mdm/member', functionList: ['mdm.member.create'] }),
    pageNode('wms.entry', 'wms/entry', '入库', {
      functionList: ['wms.entry.audit'],
      buttons: [button('wms.entry.audit', 'wms-entry'), button('wms.entry.print')],
    }),
  ]),
];

describe('buildPermissionMap', () => {
  const map = buildPermissionMap(tree);

  it("grants each page's function list", () => {
    expect(map['mdm.member.create']).toBe(true);
    expect(map['mdm.member.remove']).toBe(true);
    expect(map['wms.entry.audit']).toBe(true);
  });

  it('prefixes the codes of a copied page with `{page code}@` (and only those)', () => {
    expect(map['mdm.memberVip@mdm.member.create']).toBe(true);
    // the copy does not grant the unprefixed code by itself: it is granted by the base page here
    expect(buildPermissionMap([tree[0].children[1]])['mdm.member.create']).toBeUndefined();
  });

  it('adds `{detailAppCode}@{button code}` for buttons with a detailAppCode', () => {
    expect(map['wms-entry@wms.entry.audit']).toBe(true);
    expect(Object.keys(map).filter((code) => code.includes('print'))).toEqual([]);
  });

  it('has exactly the expected codes', () => {
    expect(Object.keys(map).sort()).toEqual(
      ['mdm.member.create', 'mdm.member.remove', 'mdm.memberVip@mdm.member.create', 'wms-entry@wms.entry.audit', 'wms.entry.audit'].sort(),
    );
  });
});

describe('hasPermission', () => {
  const map = buildPermissionMap(tree);
  it('is true when any listed code is granted', () => {
    expect(hasPermission(map, 'mdm.member.create')).toBe(true);
    expect(hasPermission(map, ['nope', 'mdm.member.remove'])).toBe(true);
    expect(hasPermission(map, ['nope', 'also.nope'])).toBe(false);
  });
  it('throws for an empty requirement', () => {
    expect(() => hasPermission(map, '')).toThrow(EMPTY_NEED_ERROR);
    expect(() => hasPermission(map, [])).toThrow(EMPTY_NEED_ERROR);
    expect(() => hasPermission(map, undefined as unknown as string)).toThrow(EMPTY_NEED_ERROR);
  });
  it('throws for a wrong-typed requirement', () => {
    expect(() => hasPermission(map, 42 as unknown as string)).toThrow(WRONG_NEED_ERROR);
    expect(() => hasPermission(map, [1, 2] as unknown as string[])).toThrow(WRONG_NEED_ERROR);
    expect(() => hasPermission(map, { code: 'x' } as unknown as string)).toThrow(WRONG_NEED_ERROR);
  });
  it('uses the exact permission-tag error texts', () => {
    expect(EMPTY_NEED_ERROR).toBe('please set the operation permission tag value');
    expect(WRONG_NEED_ERROR).toBe('please set the operation permission tag value correctly');
  });
});

function withMap(children: ReactNode) {
  return <PermissionContext.Provider value={buildPermissionMap(tree)}>{children}</PermissionContext.Provider>;
}

describe('<Permission>', () => {
  it('renders its children when a listed code is granted', () => {
    render(withMap(<Permission need="mdm.member.create"><button type="button">新增</button></Permission>));
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
  });

  it('removes its children when no listed code is granted', () => {
    render(
      withMap(
        <div data-testid="bar">
          <Permission need={['mdm.member.export', 'x.y']}><button type="button">导出</button></Permission>
          <Permission need="mdm.memberVip@mdm.member.create"><button type="button">复制页新增</button></Permission>
        </div>,
      ),
    );
    expect(screen.queryByRole('button', { name: '导出' })).toBeNull();
    expect(screen.getByRole('button', { name: '复制页新增' })).toBeTruthy();
    expect(screen.getByTestId('bar').children).toHaveLength(1);
  });

  it('renders the fallback instead when given one', () => {
    render(withMap(<Permission need="no.such" fallback={<span>无权限</span>}><button type="button">x</button></Permission>));
    expect(screen.getByText('无权限')).toBeTruthy();
  });

  it('throws the two spec errors for empty and wrong-typed requirements', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(withMap(<Permission need=""><b>x</b></Permission>))).toThrow(EMPTY_NEED_ERROR);
    expect(() => render(withMap(<Permission need={7 as unknown as string}><b>x</b></Permission>))).toThrow(WRONG_NEED_ERROR);
    quiet.mockRestore();
  });
});

describe('usePermission()', () => {
  it('answers from the permission map in context', () => {
    const { result } = renderHook(() => usePermission(), { wrapper: ({ children }) => withMap(children) });
    expect(result.current('wms-entry@wms.entry.audit')).toBe(true);
    expect(result.current(['zzz'])).toBe(false);
    expect(() => result.current([])).toThrow(EMPTY_NEED_ERROR);
  });
});
