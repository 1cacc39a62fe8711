// 版本管理 (system/Version, platform tenant only): the client versions the platform publishes per
// portal type. A version is semver (1.4.0, 2.0.0-rc.1) and unique per portal type (checked by the
// record hooks: server/versions.ts); a forced one makes older clients update before they go on.
// The attribute is version_no: `version` is every record's own concurrency column.
// Every tenant's client asks portal.Version/latest, which reads these rows of the platform tenant.
import { a, entity } from '../../../schemas/entities/define';

export const VERSION_PORTAL_TYPES = [
  { value: 'Web', label: 'Web 端', labelEn: 'Web' },
  { value: 'App', label: '移动端', labelEn: 'App' },
  { value: 'Hmi', label: '工控机', labelEn: 'HMI' },
];

/** Semantic versions: major.minor.patch with an optional pre-release (semver.org §2, §9). */
export const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?$/;

export const ClientVersion = entity({
  id: 403,
  code: 'ClientVersion',
  name: '客户端版本',
  nameEn: 'Client version',
  module: 'system',
  table: 'sys_client_version',
  importKey: ['portal_type', 'version_no'],
  attrs: [
    a.string('version_no', '版本号', 'Version', { required: true, max: 64, noSpaces: true, query: true, table: 120, index: true }),
    a.enumType('portal_type', '门户类型', 'Portal type', VERSION_PORTAL_TYPES, { required: true, query: true, table: 100 }),
    a.date('publish_date', '发布日期', 'Publish date', { required: true, query: true, table: 120 }),
    a.bool('forced', '强制更新', 'Forced update', { defaultValue: false, query: true, table: 90 }),
    a.remark('release_notes', '更新说明', 'Release notes', { max: 4000, table: 320 }),
    a.files('package_file', '安装包', 'Package', { accept: ['zip', 'apk', 'ipa', 'exe', 'msi', 'dmg', 'gz', 'tgz'], maxBytes: 30 * 1024 * 1024, max: 1 }, { table: false }),
  ],
});
