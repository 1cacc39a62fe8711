// purgeUnlinkedFiles: uploads no saved record names, older than N hours, are deleted with their
// stored bytes (server/services/file-quota.ts).
import { z } from 'zod';
import { purgeUnlinkedFiles as purge, UNLINKED_GRACE_HOURS } from '../../../../../server/services/file-quota';
import { formatFileSize } from '../../../../../schemas/rpc/portal';
import { defineJobKind, say } from './kind';

export const purgeUnlinkedFiles = defineJobKind({
  code: 'purgeUnlinkedFiles',
  params: z.object({ hours: z.number().int().min(1).max(24 * 365).default(UNLINKED_GRACE_HOURS) }).strict(),
  async run({ db, tenantId, lang }, { hours }) {
    const r = await purge(db, tenantId, hours);
    return say(lang, ['删除了 {n} 个超过 {hours} 小时未被单据引用的文件（{bytes}）', 'Removed {n} files no record named for over {hours} hours ({bytes})'], { n: r.files, hours, bytes: formatFileSize(r.bytes) });
  },
});
