// 下载 of 文档库: the row's files, each saved under its own name (GET /files/{id}: the server checks
// the right to read the document). A document without files says so.
import { downloadStoredFile } from '../../../src/api/upload';
import { i18n } from '../../../src/i18n';
import type { ActionHandler } from '../../../src/templates/actions/registry';

const download: ActionHandler = async ({ records }) => {
  const files = (records[0]?.files as Array<{ id: number; name: string }> | null | undefined) ?? [];
  if (!files.length) return i18n.t('search.noFiles');
  for (const f of files) await downloadStoredFile({ path: `/files/${f.id}`, name: f.name });
  return undefined;
};

export default download;
