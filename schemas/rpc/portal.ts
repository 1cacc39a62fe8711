// Contracts of the shell and session calls (on the wire contract: POST, array of arguments, {code,msg,body}).
import { z } from 'zod';
import { formatFileSize } from '../files';
import { args, call, defineService, idArg, portalType } from './define';
import type { PortalType } from '../menus/types';

/** a role's data-visibility scope */
export const DATA_SCOPES = ['Self', 'Depart', 'DepartWithChildren', 'Organ', 'OrganWithChildren', 'Whole'] as const;
export type DataScope = (typeof DATA_SCOPES)[number];

export interface RoleInfo {
  id: number;
  code: string;
  name: string;
  nameIntl: Record<string, string>;
  defaultTag: boolean;
  dataScope: DataScope;
}

export interface Session {
  token: string;
  tenant: { id: string; code: string; name: string; industryCode: string };
  user: { id: number; tenantId: string; code: string; name: string; personId: number | null; role: number; kind: 0 | 1 };
  role: RoleInfo;
  roles: RoleInfo[];
  language: string;
  portalType: PortalType;
}

export interface PageField {
  id: number;
  code: string;
  name: string;
  dataType: string;
  displayTag: boolean;
  editTag: boolean;
  requiredTag: boolean;
  width: number;
  fieldLength: number | null;
  defaultValue: string | null;
  limitValue: string | null;
  preFun: string | null;
  fieldScript: string | null;
  multipleTag: boolean;
  extendedTag: boolean;
  sn: number;
  belongPlateId: number | null;
  block: 'Header' | 'Item' | 'Form' | 'Table';
}

export interface PageDetail {
  id: number;
  code: string;
  name: string;
  url: string;
  buttons: Array<{ code: string; name: string; detailPath: string | null; templateCode: string | null; detailAppCode: string | null }>;
  fields: PageField[];
  fieldPlates: Array<{ id: number; name: string; code: string }>;
  uniqueKeys: string[];
  functionControlTag: boolean;
  needCopy: boolean;
}

export interface UploadedFile {
  id: number;
  name: string;
  /** bytes */
  size: number;
  /** server-relative download path */
  path: string;
  /** size for display: under 1024 bytes 1KB, then KB, then MB with 2 decimals */
  fileSize: string;
}

export interface Organ {
  id: number;
  code: string;
  name: string;
  parentId: number | null;
}

const userCode = z.string().trim().min(1, 'is required').max(128);
const encrypted = z.string().min(1, 'is required').max(4096);

export const portalLogin = defineService('portal.Login', {
  publicKey: call<[], { publicKey: string }>(args(), 'public'),
  /** [userCode, encryptedPassword, roleId|null, portalType]; tenant from the `tenant-code` header */
  logon: call<[string, string, number | null, PortalType], Session>(
    args(['userCode', userCode], ['password', encrypted], ['roleId', idArg.nullable()], ['portalType', portalType]),
    'public',
  ),
  logout: call<[], true>(args(), 'session'),
  /** screen unlock: [userCode, encryptedPassword, roleId, tenant (id or code), portalType] */
  unlock: call<[string, string, number | null, string, PortalType], Session>(
    args(['userCode', userCode], ['password', encrypted], ['roleId', idArg.nullable()], ['tenant', z.string().min(1)], ['portalType', portalType]),
    'session',
  ),
  /** role switch and token refresh: [{uid, rid, unit, tenant, portalType, token}] */
  relogin: call<[{ uid: number; rid: number; unit?: number | null; tenant: string; portalType: PortalType; token: string }], Session>(
    args([
      'session',
      z.object({
        uid: idArg,
        rid: idArg,
        unit: idArg.nullable().optional(),
        tenant: z.string().min(1),
        portalType,
        token: z.string().min(1),
      }),
    ]),
    'session',
  ),
});

export { portalMenuAlloc } from './portal-alloc';

export const portalOrgan = defineService('portal.organ', {
  getOrgansOfLogin: call<[], Organ[]>(args(), 'session'),
});

/** A message in the caller's inbox (or, in the sent list, one recipient's copy). */
export interface MessageItem {
  id: number;
  title: string;
  content: string | null;
  read: boolean;
  createDt: string;
  /** who sent it (a user's name, or 定时任务) */
  createName: string | null;
}
export interface SentMessageItem extends MessageItem {
  userId: number;
  userCode: string;
  userName: string;
  readDt: string | null;
}
export interface MessageRecipients {
  users: Array<{ id: number; code: string; name: string }>;
  roles: Array<{ id: number; code: string; name: string }>;
  departments: Array<{ id: number; code: string; name: string; parentId: number | null }>;
}

const MESSAGE_PAGE = 'system/Message';
const messageIds = z.array(idArg).min(1, 'must name at least one').max(1000);
const recipientIds = z.array(idArg).max(1000).optional();
/**
 * [{userId} | {userIds, roleIds, departmentIds}, title, content]: one message per user named
 * directly, holding one of the roles, or (through its person) in one of the departments.
 */
const outgoing = z
  .object({
    userId: idArg.optional(),
    userIds: recipientIds,
    roleIds: recipientIds,
    departmentIds: recipientIds,
    title: z.string().trim().min(1, 'is required').max(256),
    content: z.string().max(4000).optional(),
  })
  .refine((m) => m.userId || m.userIds?.length || m.roleIds?.length || m.departmentIds?.length, { message: 'name at least one user, role or department', path: ['userIds'] });
const inboxFilter = z.object({ read: z.boolean().optional() }).optional();

export const portalMessage = defineService('portal.Message', {
  /**
   * [{userId, title, content}] a message to a user of the caller's tenant, or [{userIds, roleIds,
   * departmentIds, title, content}] one to each user they name (pushed on /ws with the todo count)
   */
  send: call<
    [{ userId?: number; userIds?: number[]; roleIds?: number[]; departmentIds?: number[]; title: string; content?: string }],
    { id: number; ids: number[]; count: number }
  >(args(['message', outgoing]), { page: MESSAGE_PAGE, op: 'send' }),
  /** [page, pageSize, {read}?]: the caller's messages, newest first (read: only read / only unread ones) */
  listMine: call<[number, number, { read?: boolean }?], { total: number; unread: number; page: number; pageSize: number; itemList: MessageItem[] }>(
    args(['page', z.number().int().min(1, 'must be at least 1')], ['pageSize', z.number().int().min(1, 'must be at least 1').max(100)], ['filter', inboxFilter]),
    'session',
  ),
  markRead: call<[number[]], { updated: number }>(args(['ids', messageIds]), 'session'),
  /** every unread message of the caller's becomes read */
  markAllRead: call<[], { updated: number }>(args(), 'session'),
  /** [ids]: removes messages of the caller's own inbox (others' are never touched) */
  removeMine: call<[number[]], { removed: number }>(args(['ids', messageIds]), 'session'),
  /** [page, pageSize]: what the caller sent, one row per recipient, newest first */
  listSent: call<[number, number], { total: number; page: number; pageSize: number; itemList: SentMessageItem[] }>(
    args(['page', z.number().int().min(1, 'must be at least 1')], ['pageSize', z.number().int().min(1, 'must be at least 1').max(100)]),
    { page: MESSAGE_PAGE, op: 'send' },
  ),
  /** [ids]: withdraws messages the caller sent from their recipients' inboxes (system.message.delete) */
  removeSent: call<[number[]], { removed: number }>(args(['ids', messageIds]), { page: MESSAGE_PAGE, op: 'delete' }),
  /** who a message may go to: the tenant's active users, its roles and departments */
  recipients: call<[], MessageRecipients>(args(), { page: MESSAGE_PAGE, op: 'send' }, { log: false }),
});

/** Web socket frames on /ws (JSON text). */
export type WsServerFrame =
  | { type: 'ping'; t: number }
  | { type: 'pong'; t: number }
  | { type: 'todoCount'; todo: number; message: number; total: number }
  | { type: 'message'; id: number; title: string; content: string | null }
  /** progress of an import the user started (phase read → validate → write → done) */
  | { type: 'importProgress'; fileId: number; phase: string; done: number; total: number }
  /** the tenant's shop floor changed (an order moved, an output or feeding written): live boards reload */
  | { type: 'production'; at: number }
  /** the tenant's robots moved (a task dispatched, started, done or failed): the robot page reloads */
  | { type: 'robots'; at: number }
  /** an ETL run of the tenant moved (queued, a step started or ended, finished, stopped): 调度监控 reloads */
  | { type: 'etl'; run: number; at: number; step?: number; rows?: number }
  /** collected machine values of the tenant (gateway g, variable v, machine e; value as decimal text, flag H/L out of limits) */
  | { type: 'iot'; values: Array<{ g: number; v: number; e: number; at: string; value: string; flag: 'H' | 'L' | null }> };
export type WsClientFrame = { type: 'ping'; t: number } | { type: 'pong'; t: number };

export const WS_HEARTBEAT_MS = 10_000;
export const WS_RECONNECT_MS = 5_000;

/** portal.File/upload2 takes multipart/form-data with one part named `file` (not a JSON array). */
export const portalFile = defineService('portal.File', {
  upload2: call<[], UploadedFile>(args(), 'session'),
});

export { formatFileSize };
