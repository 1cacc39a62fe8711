// search/DocUpload (文档上传): files chosen or dropped are uploaded one by one, then 保存 files them
// in the library — one document each, under the chosen category and tags. Their text is searchable
// once the indexer has read them (a few seconds).
import { InboxOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Input, Space, Typography, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../src/api/errors';
import { uploadFile } from '../../../src/api/upload';
import { useOpenPage } from '../../../src/templates/shared/useOpenPage';
import { LIBRARY_FILES } from '../entities/library';
import { DOC_LIST_PAGE } from '../pages';
import { LibraryApi, quiet } from './api';
import { CategorySelect } from './CategorySelect';

const ACCEPT = LIBRARY_FILES.accept.map((e) => `.${e}`).join(',');

export default function DocUploadPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const open = useOpenPage();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [categoryId, setCategoryId] = useState<number>();
  const [tags, setTags] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const done = files.filter((f) => f.status === 'done' && f.response);
  const uploading = files.some((f) => f.status === 'uploading');

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const made = await LibraryApi.upload([{ files: done.map((f) => ({ id: (f.response as { id: number }).id, name: f.name })), categoryId, tags: tags.trim() || undefined }], quiet);
      void message.success(t('search.uploaded', { count: made.length }));
      setFiles([]);
    } catch (e) {
      setError(errorMessage(e, t('search.failed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card variant="borderless" data-testid="search-upload-page" style={{ maxWidth: 760 }}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('search.uploadHint', { max: LIBRARY_FILES.maxBytes / 1024 / 1024 })}</Typography.Text>
        <Upload.Dragger
          multiple
          accept={ACCEPT}
          fileList={files}
          onChange={({ fileList }) => setFiles(fileList)}
          beforeUpload={(f) => {
            if (f.size > LIBRARY_FILES.maxBytes) {
              void message.error(t('search.tooBig', { name: f.name }));
              return Upload.LIST_IGNORE;
            }
            return true;
          }}
          customRequest={({ file, onSuccess, onError }) => {
            uploadFile(file as File, { ignoreError: true }).then(
              (r) => onSuccess?.(r),
              (e) => onError?.(e as Error),
            );
          }}
          data-testid="search-upload-files"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('search.dropHere')}</p>
        </Upload.Dragger>
        <Space wrap>
          <CategorySelect value={categoryId} onChange={setCategoryId} />
          <Input style={{ width: 260 }} placeholder={t('search.tags')} value={tags} maxLength={256} onChange={(e) => setTags(e.target.value)} />
        </Space>
        {error ? <Alert type="error" showIcon message={error} /> : null}
        <Space>
          <Button type="primary" disabled={!done.length || uploading} loading={saving} onClick={() => void save()} data-testid="search-upload-save">
            {t('search.saveDocs', { count: done.length })}
          </Button>
          <Button onClick={() => open(DOC_LIST_PAGE)}>{t('search.toLibrary')}</Button>
        </Space>
      </Space>
    </Card>
  );
}
