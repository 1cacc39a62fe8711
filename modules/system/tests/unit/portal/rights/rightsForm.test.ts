// The permission definition form and a role's values, pure.
import { describe, expect, it } from 'vitest';
import type { RightNode } from '../../../../contracts/rights';
import { changedValues } from '../../../../web/portal/rights/RoleRightsPanel';
import { boundsProblem, duplicateOption, findRight, formValuesOf, rightInputOf } from '../../../../web/portal/rights/rightsForm';

const node = (extra: Partial<RightNode>): RightNode => ({ id: 1, parentId: null, kind: 'group', code: 'g', name: '分组', nameIntl: {}, options: [], sn: 0, description: null, roleCount: 0, children: [], ...extra });

describe('permission definition form', () => {
  it('sends options for single/multi, bounds for number, none for boolean and groups', () => {
    const single = rightInputOf({ parentId: 3, kind: 'single' }, { kind: 'single', code: ' shift ', name: '班次', options: [{ value: ' d ', label: '白班' }, { value: 'n', label: '夜班', labelEn: 'Night' }] });
    expect(single).toMatchObject({ id: null, parentId: 3, kind: 'single', code: 'shift', options: [{ value: 'd', label: '白班' }, { value: 'n', label: '夜班', labelEn: 'Night' }] });
    expect(rightInputOf({ parentId: null, kind: 'number' }, { kind: 'number', code: 'max', name: '上限', min: 0, max: null }).options).toEqual({ min: 0 });
    const stored = node({ id: 9, parentId: 2, kind: 'boolean', code: 'b', name: '是否', nameIntl: { en_US: 'Yes or no' } });
    expect(rightInputOf({ node: stored }, formValuesOf({ node: stored }))).toMatchObject({ id: 9, parentId: 2, kind: 'boolean', options: [], nameIntl: { zh_CN: '是否', en_US: 'Yes or no' } });
  });

  it('finds wrong bounds and repeated option values', () => {
    expect(boundsProblem({ min: 5, max: 1 })).toBe(true);
    expect(boundsProblem({ min: 1, max: null })).toBe(false);
    expect(duplicateOption([{ value: 'a', label: 'A' }, { value: 'a ', label: 'B' }])).toBe('a');
    expect(duplicateOption([{ value: 'a', label: 'A' }])).toBeNull();
  });

  it('finds a node anywhere in the tree', () => {
    const tree = [node({ id: 1, children: [node({ id: 2, parentId: 1, kind: 'multi', code: 'm' })] })];
    expect(findRight(tree, 2)?.code).toBe('m');
    expect(findRight(tree, 3)).toBeNull();
  });

  it("sends only a role's changed values, a cleared one as null", () => {
    expect(changedValues({ 1: true, 2: 'a', 3: 5 }, { 1: true, 2: 'b', 3: null, 4: ['x'] })).toEqual([
      { rightId: 2, value: 'b' },
      { rightId: 3, value: null },
      { rightId: 4, value: ['x'] },
    ]);
  });
});
