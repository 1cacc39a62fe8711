// portal.Version: what the clients of every tenant ask of the platform's published versions
// (版本管理, system/Version), and the running versions of the server and the web app.
import { z } from 'zod';
import { args, call, defineService, portalType } from '../../../schemas/rpc/define';
import type { PortalType } from '../../../schemas/menus/types';

export interface PublishedVersion {
  id: number;
  version: string;
  portalType: PortalType;
  publishDate: string;
  forced: boolean;
  releaseNotes: string | null;
  /** the package's download path (portal.File), when one is attached */
  packageUrl: string | null;
}

export interface LatestVersion {
  /** the newest version published (publish date today or before) for the portal type */
  latest: PublishedVersion | null;
  /** the caller's version is older than the latest (false when the caller did not say its version) */
  updateAvailable: boolean;
  /** a forced version newer than the caller's was published: it must update */
  forced: boolean;
}

const semverText = z.string().trim().max(64);

export const portalVersion = defineService('portal.Version', {
  /** [portalType, currentVersion?]: the platform's newest published version of that portal type */
  latest: call<[PortalType, string?], LatestVersion>(args(['portalType', portalType], ['currentVersion', semverText.optional()]), 'session'),
  /** 运行版本 (the page's toolbar action): the server's and the web app's running versions */
  running: call<[unknown?], { msg: string; server: string; web: string }>(args(['action', z.object({}).loose().optional()]), { page: 'system/Version', op: 'about' }, { log: false }),
});
