// Demo tenants, organisations, people, roles and users (README lists them with passwords).
import type { DataScope } from './types';

export interface SeedRole {
  code: string;
  name: string;
  nameEn: string;
  dataScope: DataScope;
  defaultTag?: boolean;
  /** which pages and buttons the role gets, per portal (see allocation rules in index.ts) */
  profile: 'all' | 'warehouse' | 'purchaser' | 'viewer' | 'operator';
}

export interface SeedUser {
  code: string;
  name: string;
  password: string;
  roles: string[];
  defaultRole: string;
  kind?: 0 | 1;
  person?: { code: string; department: string; email?: string; phone?: string };
}

export interface SeedTenant {
  id: string;
  code: string;
  name: string;
  industryCode: string | null;
  organ: { code: string; name: string };
  /** departments of the organ; `parent`: another department's code */
  departments: Array<{ code: string; name: string; type?: string; parent?: string }>;
  /** organisations below the tenant's organ, each with its departments */
  subOrgans?: Array<{ code: string; name: string; departments: Array<{ code: string; name: string; type?: string; parent?: string }> }>;
  roles: SeedRole[];
  users: SeedUser[];
}

const ADMIN_ROLE: SeedRole = { code: 'admin', name: '系统管理员', nameEn: 'Administrator', dataScope: 'Whole', defaultTag: true, profile: 'all' };

export const seedTenants: SeedTenant[] = [
  {
    id: '00000001',
    code: 'platform',
    name: '普兰特平台运营中心',
    industryCode: null,
    organ: { code: 'PLAT', name: '平台运营中心' },
    departments: [{ code: 'OPS', name: '运营部' }],
    roles: [ADMIN_ROLE],
    users: [{ code: 'admin', name: '平台管理员', password: 'Admin@123', roles: ['admin'], defaultRole: 'admin', kind: 1 }],
  },
  {
    id: '00000002',
    code: 'demo',
    name: '苏州普兰特精密制造有限公司',
    industryCode: 'Manufacturing',
    organ: { code: 'SZPM', name: '苏州普兰特精密制造有限公司' },
    // an org tree where each data scope answers differently (README: data scopes)
    departments: [
      { code: 'PROD', name: '生产部', type: 'Workshop' },
      { code: 'PROD-L1', name: '一号产线', type: 'ProductionLine', parent: 'PROD' },
      { code: 'PROD-L2', name: '二号产线', type: 'ProductionLine', parent: 'PROD' },
      { code: 'WH', name: '仓储物流部' },
      { code: 'PUR', name: '采购部' },
      { code: 'QA', name: '质量部' },
      { code: 'FIN', name: '财务部' },
    ],
    subOrgans: [
      {
        code: 'KSFC',
        name: '昆山分厂',
        departments: [
          { code: 'KS-PROD', name: '昆山生产部', type: 'Workshop' },
          { code: 'KS-WH', name: '昆山仓库' },
        ],
      },
    ],
    roles: [
      ADMIN_ROLE,
      { code: 'warehouse', name: '仓库管理员', nameEn: 'Warehouse keeper', dataScope: 'Organ', profile: 'warehouse' },
      { code: 'purchaser', name: '采购员', nameEn: 'Purchaser', dataScope: 'Self', profile: 'purchaser' },
      { code: 'viewer', name: '只读访客', nameEn: 'Read-only viewer', dataScope: 'Self', profile: 'viewer' },
      { code: 'workshop', name: '车间主任', nameEn: 'Workshop head', dataScope: 'DepartWithChildren', profile: 'viewer' },
      { code: 'lineLead', name: '产线班组长', nameEn: 'Line lead', dataScope: 'Depart', profile: 'viewer' },
      { code: 'group', name: '集团经理', nameEn: 'Group manager', dataScope: 'OrganWithChildren', profile: 'viewer' },
      // the shop floor's terminal user: work orders, feeding and output on the Hmi portal
      { code: 'operator', name: '操作工', nameEn: 'Operator', dataScope: 'Organ', profile: 'operator' },
    ],
    users: [
      { code: 'admin', name: '系统管理员', password: 'Admin@123', roles: ['admin'], defaultRole: 'admin', kind: 1, person: { code: 'P0001', department: 'PROD' } },
      { code: 'wangqiang', name: '王强', password: 'Demo@123', roles: ['warehouse'], defaultRole: 'warehouse', person: { code: 'P0002', department: 'WH', phone: '13800000002' } },
      { code: 'lina', name: '李娜', password: 'Demo@123', roles: ['purchaser', 'warehouse'], defaultRole: 'purchaser', person: { code: 'P0003', department: 'PUR', email: 'lina@example.com' } },
      { code: 'zhaolei', name: '赵磊', password: 'Demo@123', roles: ['viewer'], defaultRole: 'viewer', person: { code: 'P0004', department: 'QA' } },
      { code: 'zhoujie', name: '周杰', password: 'Demo@123', roles: ['workshop'], defaultRole: 'workshop', person: { code: 'P0005', department: 'PROD' } },
      { code: 'sunli', name: '孙丽', password: 'Demo@123', roles: ['lineLead'], defaultRole: 'lineLead', person: { code: 'P0006', department: 'PROD-L1' } },
      { code: 'liuyang', name: '刘洋', password: 'Demo@123', roles: ['operator'], defaultRole: 'operator', person: { code: 'P0008', department: 'PROD' } },
      { code: 'qianwei', name: '钱伟', password: 'Demo@123', roles: ['group'], defaultRole: 'group', person: { code: 'P0007', department: 'FIN' } },
    ],
  },
  {
    id: '00000003',
    code: 'acme',
    name: 'Acme Industrial Co., Ltd.',
    industryCode: 'Other',
    organ: { code: 'ACME', name: 'Acme Industrial' },
    departments: [{ code: 'OPS', name: 'Operations' }],
    roles: [ADMIN_ROLE, { code: 'operator', name: '操作员', nameEn: 'Operator', dataScope: 'Depart', profile: 'operator' }],
    users: [
      { code: 'admin', name: 'Acme Admin', password: 'Admin@123', roles: ['admin'], defaultRole: 'admin', kind: 1 },
      { code: 'operator', name: 'Olivia Operator', password: 'Demo@123', roles: ['operator'], defaultRole: 'operator', person: { code: 'A0002', department: 'OPS' } },
    ],
  },
];
