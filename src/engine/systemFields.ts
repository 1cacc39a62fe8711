// Fields every record carries besides its entity's attributes (server/records/read.ts answers
// them): a page may show them (status tag, audit columns) although no attribute declares them.
import type { DataType } from '../../schemas/entities/define';

export const SYSTEM_FIELDS: Readonly<Record<string, { name: string; nameEn: string; dataType: DataType; sortable: boolean }>> = {
  id: { name: 'ID', nameEn: 'ID', dataType: 'Number', sortable: true },
  version: { name: '版本', nameEn: 'Version', dataType: 'Number', sortable: true },
  status_dict: { name: '状态', nameEn: 'Status', dataType: 'Status', sortable: true },
  organId: { name: '组织', nameEn: 'Organisation', dataType: 'String', sortable: false },
  depart_id: { name: '部门', nameEn: 'Department', dataType: 'FuzzyCommon', sortable: false },
  files: { name: '附件', nameEn: 'Files', dataType: 'Enclosure', sortable: false },
  sn: { name: '序号', nameEn: 'No.', dataType: 'Index', sortable: false },
  createId: { name: '创建人ID', nameEn: 'Creator id', dataType: 'Number', sortable: true },
  createName: { name: '创建人', nameEn: 'Created by', dataType: 'String', sortable: true },
  createDt: { name: '创建时间', nameEn: 'Created at', dataType: 'DateTime', sortable: true },
  modifyId: { name: '修改人ID', nameEn: 'Modifier id', dataType: 'Number', sortable: false },
  modifyName: { name: '修改人', nameEn: 'Modified by', dataType: 'String', sortable: true },
  modifyDt: { name: '修改时间', nameEn: 'Modified at', dataType: 'DateTime', sortable: true },
};

/** Fields the server sets itself: never sent back on save (audit fields, status). */
export const SERVER_OWNED_FIELDS: readonly string[] = ['status_dict', 'createId', 'createName', 'createDt', 'modifyId', 'modifyName', 'modifyDt', 'organId'];

export function isSystemField(code: string): boolean {
  return Object.hasOwn(SYSTEM_FIELDS, code);
}
