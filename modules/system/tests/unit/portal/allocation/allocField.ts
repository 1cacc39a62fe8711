// A field of a role's allocation as portal.Field answers it, for the field-settings tests: shown,
// editable, not required, allocated, the block's default width, unless `extra` says otherwise.
import type { AllocField } from '../../../../../../schemas/rpc/portal-alloc';

export function allocField(code: string, block: AllocField['block'], sn: number, extra: Partial<AllocField> = {}): AllocField {
  return {
    id: sn,
    code,
    name: code.toUpperCase(),
    dataType: 'String',
    block,
    plateCode: '',
    displayTag: true,
    editTag: true,
    requiredTag: false,
    width: block === 'Table' ? 120 : 6,
    defaultValue: null,
    limitValue: null,
    sn,
    belongPlateId: null,
    allocated: true,
    ...extra,
  };
}
