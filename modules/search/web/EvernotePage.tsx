// search/EvernoteImport (印象笔记导入): an .enex export (印象笔记 / Evernote: 导出笔记 → ENEX) is
// uploaded and each of its notes becomes a library document with its title, text, tags and date.
import { ImportOutlined } from '@ant-design/icons';
import { Alert, Button, Card, List, Result, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../src/api/errors';
import { uploadFile } from '../../../src/api/upload';
import type { EnexResult } from '../contracts';
import { LibraryApi, quiet } from './api';
import { CategorySelect } from './CategorySelect';

export default function EvernotePage() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [categoryId, setCategoryId] = useState<number>();
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<EnexResult | null>(null);

  const run = async () => {
    if (!file) return;
    setRunning(true);
    setError(null);
    setResult(null);
    try {
      const stored = await uploadFile(file, { ignoreError: true });
      setResult(await LibraryApi.importEnex([{ fileId: stored.id, categoryId }], quiet));
      setFile(null);
    } catch (e) {
      setError(errorMessage(e, t('search.failed')));
    } finally {
      setRunning(false);
    }
  };

  return (
    <Card variant="borderless" data-testid="search-enex-page" style={{ maxWidth: 760 }}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('search.enexHint')}</Typography.Text>
        <Space wrap>
          <Upload
            accept=".enex"
            maxCount={1}
            beforeUpload={(f) => {
              setFile(f);
              return false;
            }}
            onRemove={() => setFile(null)}
            fileList={file ? [{ uid: 'enex', name: file.name, status: 'done' }] : []}
          >
            <Button icon={<ImportOutlined />} data-testid="search-enex-file">
              {t('search.chooseEnex')}
            </Button>
          </Upload>
          <CategorySelect value={categoryId} onChange={setCategoryId} />
          <Button type="primary" disabled={!file} loading={running} onClick={() => void run()} data-testid="search-enex-run">
            {t('search.importNotes')}
          </Button>
        </Space>
        {error ? <Alert type="error" showIcon message={error} /> : null}
        {result ? (
          <Result
            status={result.created.length ? 'success' : 'info'}
            title={t('search.imported', { count: result.created.length })}
            extra={
              <List
                size="small"
                dataSource={result.created}
                rowKey="id"
                renderItem={(d) => (
                  <List.Item>
                    {d.code} {d.name}
                  </List.Item>
                )}
              />
            }
          />
        ) : null}
      </Space>
    </Card>
  );
}
