import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { App, Button, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportResult } from '../../../../schemas/rpc/datax';
import { errorMessage } from '../../../../src/api/errors';
import { uploadFile } from '../../../../src/api/upload';
import { ImportResultDialog } from '../../../../src/templates/list/ImportResultDialog';
import { importFileProblem } from '../../../../src/templates/list/ImportButton';
import { UserApi } from '../api';

/** 导入: an .xlsx of users (账号, 姓名, 角色, 默认角色, 人员工号, 类型, 初始密码), all or nothing. */
export function ImportUsersButton({ onImported, onPasswords }: { onImported: () => void; onPasswords: (p: Array<{ code: string; password: string }>) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [passwords, setPasswords] = useState<Array<{ code: string; password: string }>>([]);

  const run = async (file: File) => {
    setBusy(true);
    try {
      const uploaded = await uploadFile(file, { ignoreError: true });
      const answer = await UserApi.leadIn([uploaded.id], { ignoreError: true });
      setResult(answer);
      setPasswords(answer.passwords);
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
          setResult(null);
          if (passwords.length) onPasswords(passwords);
        }}
      />
    </>
  );
}
