// The job kinds by code, one file per kind. The compiler holds this table to the kinds the entity
// offers (JOB_KINDS): each has exactly one handler.
import type { JobKindCode } from '../../../entities/trigger-job';
import { cleanSessions } from './clean-sessions';
import type { JobKind } from './kind';
import { purgeLoginLog } from './purge-login-log';
import { purgeOpLog } from './purge-op-log';
import { purgeUnlinkedFiles } from './purge-unlinked-files';
import { sendMessage } from './send-message';

export type { JobContext, JobKind } from './kind';

// biome-ignore lint/suspicious/noExplicitAny: each kind's parameters have their own type; the table is read through parse()
const KINDS: Record<JobKindCode, JobKind<any>> = { cleanSessions, purgeLoginLog, purgeOpLog, purgeUnlinkedFiles, sendMessage };

export function jobKind(code: string): JobKind<unknown> | undefined {
  return Object.hasOwn(KINDS, code) ? KINDS[code as JobKindCode] : undefined;
}
