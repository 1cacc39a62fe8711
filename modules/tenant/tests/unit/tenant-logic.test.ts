// The pure parts of 租户管理: party-type labels from industry codes, dictionary differences, and
// the generated admin passwords.
import { describe, expect, it } from 'vitest';
import { diffAll, diffDict, type DictRow } from '../../server/dict-diff';
import { partyTypeOf } from '../../server/party-type';
import { generatePassword, isStrongPassword } from '../../server/provision';

describe('partyTypeOf', () => {
  const trades = new Map([
    ['PropertyManagement', 'Owner'],
    ['ElevatorMaintenance', 'Contractor'],
    ['SupervisionDepartment', 'SupervisionDepartment'],
    ['Broken', 'Landlord'],
  ]);
  it('gives the industry’s label, and Other for a missing, blank, unknown or broken one', () => {
    expect(partyTypeOf('PropertyManagement', trades)).toBe('Owner');
    expect(partyTypeOf(' ElevatorMaintenance ', trades)).toBe('Contractor');
    expect(partyTypeOf('SupervisionDepartment', trades)).toBe('SupervisionDepartment');
    for (const code of [null, undefined, '', '  ', 'Manufacturing', 'Broken']) expect(partyTypeOf(code, trades)).toBe('Other');
  });
});

const row = (dict: string, code: string, name: string, en = name, sn = 10): DictRow => ({ dict_code: dict, code, name, name_intl: { zh_CN: name, en_US: en }, sn });

describe('diffDict', () => {
  it('pairs entries by code: same, differing names (either language), only on one side', () => {
    const d = diffDict('unit', [row('unit', 'kg', '千克', 'kg'), row('unit', 'm', '米', 'm'), row('unit', 'pc', '个', 'pc')], [row('unit', 'kg', '千克', 'kg'), row('unit', 'm', '米', 'metre'), row('unit', 'box', '箱')]);
    expect(d.rows.map((r) => [r.code, r.state])).toEqual([
      ['kg', 'same'],
      ['m', 'differs'],
      ['pc', 'onlyPlatform'],
      ['box', 'onlyTenant'],
    ]);
    expect(d).toMatchObject({ onlyPlatform: 1, onlyTenant: 1, differs: 1 });
  });
  it('diffs every dictionary of either side', () => {
    expect(diffAll([row('a', '1', 'x')], [row('b', '1', 'y')]).map((d) => [d.dictCode, d.onlyPlatform, d.onlyTenant])).toEqual([
      ['a', 1, 0],
      ['b', 0, 1],
    ]);
  });
});

describe('generated passwords', () => {
  it('are strong, 14 characters, and not repeated', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const p = generatePassword();
      expect(p).toHaveLength(14);
      expect(p).toMatch(/[A-Z]/);
      expect(p).toMatch(/[a-z]/);
      expect(p).toMatch(/\d/);
      expect(isStrongPassword(p)).toBe(true);
      seen.add(p);
    }
    expect(seen.size).toBe(50);
    expect(isStrongPassword('abcdefgh')).toBe(false);
    expect(isStrongPassword('Ab1')).toBe(false);
  });
});
