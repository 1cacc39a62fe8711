// 版本管理: the record hooks of the platform's client versions (semver, unique per portal type) and
// portal.Version — `latest`, which any tenant's client may ask: it reads the PLATFORM tenant's rows
// through a Kysely scoped to that tenant (so it can reach nothing else, and never writes), and
// `running`, the server's and the web app's versions.
import fs from 'node:fs';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import type { PortalType } from '../../../schemas/menus/types';
import type { Lang } from '../../../server/i18n';
import { refuse } from '../../../server/modules/hooks';
import { type HookContext, implement, type RecordHooks } from '../../../server/modules/types';
import { PLATFORM_TENANT_ID } from '../../../server/services/nav-tree';
import { type LatestVersion, portalVersion, type PublishedVersion } from '../contracts/versions';
import { ClientVersion, SEMVER } from '../entities/versions';

/** The web app's version (the client's own constant, shown on 版本管理). */
export const WEB_VERSION = '3.0.0';

const say = (lang: Lang, zh: string, en: string) => (lang === 'en_US' ? en : zh);

/** semver order (semver.org §11): numbers, then a pre-release below its release, identifiers compared one by one. */
export function compareSemver(a: string, b: string): number {
  const pa = SEMVER.exec(a);
  const pb = SEMVER.exec(b);
  if (!pa || !pb) return a.localeCompare(b);
  for (let i = 1; i <= 3; i++) {
    const d = Number(pa[i]) - Number(pb[i]);
    if (d) return Math.sign(d);
  }
  const [ra, rb] = [pa[4], pb[4]];
  if (!ra || !rb) return ra === rb ? 0 : ra ? -1 : 1;
  const xa = ra.split('.');
  const xb = rb.split('.');
  for (let i = 0; i < Math.max(xa.length, xb.length); i++) {
    if (xa[i] === undefined) return -1;
    if (xb[i] === undefined) return 1;
    const na = /^\d+$/.test(xa[i]);
    const nb = /^\d+$/.test(xb[i]);
    if (na && nb && Number(xa[i]) !== Number(xb[i])) return Math.sign(Number(xa[i]) - Number(xb[i]));
    if (na !== nb) return na ? -1 : 1;
    if (xa[i] !== xb[i]) return xa[i] < xb[i] ? -1 : 1;
  }
  return 0;
}

/** A version is semver and unique per portal type among the tenant's live rows (serialised per tenant). */
async function checkVersion(ctx: HookContext): Promise<void> {
  const row = { ...(ctx.before ?? {}), ...(ctx.values ?? {}) } as Record<string, unknown>;
  const lang = ctx.writer.lang;
  const version = String(row.version_no ?? '').trim();
  if (!SEMVER.test(version)) refuse(say(lang, `版本号「${version}」不符合语义化版本格式（如 1.4.0）`, `The version "${version}" is not a semantic version (like 1.4.0)`), 400, { fields: { version_no: 'semver' } });
  // two saves of the same version at once: the second waits here, then sees the first
  await sql`select pg_advisory_xact_lock(hashtext(${`client_version:${ctx.writer.tenantId}`}))`.execute(ctx.trx);
  const twin = await ctx.trx
    .selectFrom(ClientVersion.table)
    .select('id')
    .where('tenant_id', '=', ctx.writer.tenantId)
    .where('portal_type', '=', row.portal_type)
    .where('version_no', '=', version)
    .$if(ctx.id !== undefined, (q) => q.where('id', '<>', ctx.id))
    .executeTakeFirst();
  if (twin) refuse(say(lang, `${row.portal_type} 的版本 ${version} 已存在`, `Version ${version} of ${row.portal_type} already exists`), 409, { fields: { version_no: 'duplicate' } });
}

export const versionHooks: RecordHooks[] = [{ entity: ClientVersion.code, actions: ['create', 'modify'], before: checkVersion }];

interface VersionRow {
  id: number;
  version_no: string;
  portal_type: string;
  publish_date: Date | string;
  forced: boolean | null;
  release_notes: string | null;
  package_file: Array<{ id?: number }> | null;
}

const dateOnly = (d: Date | string) => (typeof d === 'string' ? d.slice(0, 10) : `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`);

function published(r: VersionRow): PublishedVersion {
  const file = Array.isArray(r.package_file) ? r.package_file.find((f) => typeof f?.id === 'number') : undefined;
  return {
    id: Number(r.id),
    version: r.version_no,
    portalType: r.portal_type as PortalType,
    publishDate: dateOnly(r.publish_date),
    forced: !!r.forced,
    releaseNotes: r.release_notes,
    packageUrl: file ? `/files/${file.id}` : null,
  };
}

/** The platform's published versions of a portal type (publish date today or before), newest first. */
// biome-ignore lint/suspicious/noExplicitAny: entity tables are not in the static DB type
export async function publishedVersions(platformDb: Kysely<any>, portalType: PortalType): Promise<PublishedVersion[]> {
  const rows: VersionRow[] = await platformDb
    .selectFrom(ClientVersion.table)
    .select(['id', 'version_no', 'portal_type', 'publish_date', 'forced', 'release_notes', 'package_file'])
    .where('portal_type', '=', portalType)
    .where('publish_date', '<=', sql<Date>`current_date`)
    .execute();
  return rows
    .filter((r) => SEMVER.test(r.version_no))
    .map(published)
    .sort((a, b) => compareSemver(b.version, a.version));
}

export function latestOf(versions: PublishedVersion[], current?: string): LatestVersion {
  const latest = versions[0] ?? null;
  const known = current && SEMVER.test(current) ? current : null;
  const newer = known ? versions.filter((v) => compareSemver(v.version, known) > 0) : [];
  return { latest, updateAvailable: newer.length > 0, forced: newer.some((v) => v.forced) };
}

let serverVersion: string | null = null;
function runningServerVersion(): string {
  if (serverVersion === null) {
    try {
      serverVersion = String((JSON.parse(fs.readFileSync(path.resolve(process.cwd(), 'package.json'), 'utf8')) as { version?: string }).version ?? 'unknown');
    } catch {
      serverVersion = 'unknown';
    }
  }
  return serverVersion;
}

export const versionService = implement(portalVersion, {
  async latest(ctx, [portalType, current]) {
    if (!ctx.auth) throw new Error('login required');
    // the platform tenant's rows only, whoever asks: a Kysely scoped to that tenant, read-only use
    const versions = await publishedVersions(ctx.env.db.forTenant(PLATFORM_TENANT_ID), portalType);
    return latestOf(versions, current);
  },
  async running(ctx) {
    const server = runningServerVersion();
    const msg = say(ctx.lang, `服务端版本 v${server}，Web 端版本 v${WEB_VERSION}`, `Server v${server}, web app v${WEB_VERSION}`);
    return { msg, server, web: WEB_VERSION };
  },
});

/** Demo versions of the platform, so 版本管理 shows rows on the first start. */
// biome-ignore lint/suspicious/noExplicitAny: entity tables are not in the static DB type
export async function seedVersionsDemo(db: Kysely<any>, tenantId: string, creator: { id: number; name: string }): Promise<void> {
  if (tenantId !== PLATFORM_TENANT_ID) return;
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const rows = [
    { version_no: '2.9.0', portal_type: 'Web', publish_date: day(120), forced: false, release_notes: '流程任务页支持批量签收；报表导出提速。' },
    { version_no: '3.0.0', portal_type: 'Web', publish_date: day(10), forced: true, release_notes: '全新界面与低代码页面引擎；操作日志、消息管理与个人设置。' },
    { version_no: '1.8.2', portal_type: 'App', publish_date: day(45), forced: false, release_notes: '扫码入库更稳定；修复离线缓存问题。' },
    { version_no: '1.9.0', portal_type: 'App', publish_date: day(3), forced: false, release_notes: '新增设备点检与巡检任务。' },
    { version_no: '2.0.0-rc.1', portal_type: 'App', publish_date: day(-7), forced: false, release_notes: '预发布：下周发布的新版移动端。' },
    { version_no: '1.2.0', portal_type: 'Hmi', publish_date: day(30), forced: true, release_notes: '工控机报工界面支持扫码与称重。' },
  ];
  await db
    .insertInto(ClientVersion.table)
    .values(rows.map((r) => ({ ...r, tenant_id: tenantId, create_id: creator.id, create_name: creator.name, modify_id: creator.id, modify_name: creator.name })))
    .execute();
}
