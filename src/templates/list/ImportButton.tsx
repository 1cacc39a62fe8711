// Import: an .xlsx of at most 30 MB is uploaded (portal.File/upload2), then imported with
// datax.MetaDynamic/leadIn; the result dialog shows totals and per-row errors.
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { App, Button, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportResult } from '../../../schemas/rpc/datax';
import { errorMessage } from '../../api/errors';
import { MetaDynamicApi } from '../../api/services';
import { uploadFile } from '../../api/upload';
import { ImportResultDialog } from './ImportResultDialog';

export const MAX_IMPORT_BYTES = 30 * 1024 * 1024;

/** Why a file cannot be imported (an i18n key), or null. */
export function importFileProblem(file: { name: string; size: number }): 'templates.importBadType' | 'templates.importTooLarge' | null {
  if (!/\.xlsx$/i.test(file.name)) return 'templates.importBadType';
  if (file.size > MAX_IMPORT_BYTES) return 'templates.importTooLarge';
  return null;
}

interface ImportButtonProps<R extends ImportResult> {
  /** the records of an entity through a page (datax.MetaDynamic/leadIn) … */
  entityCode?: string;
  pageUrl?: string;
  /** … or another import call of an uploaded file (users: portal.User/leadIn) */
  leadIn?: (fileId: number) => Promise<R>;
  onImported: () => void;
  /** after the result dialog closes, with the result (e.g. the generated passwords of imported users) */
  onClosed?: (result: R) => void;
}

export function ImportButton<R extends ImportResult = ImportResult>({ entityCode, pageUrl, leadIn, onImported, onClosed }: ImportButtonProps<R>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<R | null>(null);

  const run = async (file: File) => {
    setBusy(true);
    try {
      const uploaded = await uploadFile(file, { ignoreError: true });
      const answer = leadIn
        ? await leadIn(uploaded.id)
        : ((await MetaDynamicApi.leadIn([{ entityCode: entityCode!, fileId: uploaded.id, pageUrl }], { ignoreError: true })) as R);
      setResult(answer);
      onImported();
    } catch (error) {
      void message.error(errorMessage(error, t('rpc.serviceException')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Upload
        accept=".xlsx"
        showUploadList={false}
        disabled={busy}
        beforeUpload={(file) => {
          const problem = importFileProblem(file);
          if (problem) void message.error(t(problem));
          else void run(file);
          // the upload is ours (uploadFile), never antd's own request
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          {busy ? t('templates.importing') : t('templates.import')}
        </Button>
      </Upload>
      <ImportResultDialog
        result={result}
        onClose={() => {
          if (result) onClosed?.(result);
          setResult(null);
        }}
      />
    </>
  );
}
