// Enclosure: attached files (value: UploadedFile[] as portal.File/upload2 answers them). Files of
// another type, over the size limit or past the count limit (attr.files) are refused before any
// upload; read mode lists download links with sizes and shows pictures as thumbnails.
import { UploadOutlined } from '@ant-design/icons';
import { Button, Image, Space, Typography, Upload } from 'antd';
import type { RcFile, UploadFile } from 'antd/es/upload/interface';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '../../schemas/rpc/portal';
import { fileDownloadUrl, uploadFile } from '../../src/api/upload';
import type { EditProps, FieldRenderer, ReadProps } from './types';
import { acceptAttribute, fileRulesOf, filesOf, isImageName, onlyImages, refusalOf, sizeText } from './shared/files';
import { EMPTY, tf } from './shared/text';

function EnclosureEdit({ value, onChange, field, disabled }: EditProps) {
  const { t } = useTranslation();
  const rules = fileRulesOf(field);
  const files = filesOf(value);
  // uploads finish one by one: each adds to the newest list, not the one of its start
  const latest = useRef(files);
  latest.current = files;
  const [pending, setPending] = useState<UploadFile[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const uploading = pending.filter((p) => p.status === 'uploading').length;

  const fileList: UploadFile[] = [
    ...files.map((f): UploadFile => ({ uid: `stored-${f.id}`, name: f.name, status: 'done', url: fileDownloadUrl(f.path), thumbUrl: isImageName(f.name) ? fileDownloadUrl(f.path) : undefined, size: f.size })),
    ...pending,
  ];
  const full = rules.max !== null && files.length + uploading >= rules.max;

  return (
    <div>
      <Upload
        fileList={fileList}
        accept={acceptAttribute(rules)}
        multiple={rules.max !== 1}
        disabled={disabled}
        listType={onlyImages(rules) ? 'picture' : 'text'}
        beforeUpload={(file, batch) => {
          const refusal = refusalOf(file, rules, files.length + uploading + batch.indexOf(file));
          setProblem(refusal ?? null);
          return refusal ? Upload.LIST_IGNORE : true;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          const rc = file as RcFile;
          setPending((p) => [...p, { uid: rc.uid, name: rc.name, status: 'uploading' }]);
          uploadFile(rc)
            .then((stored: UploadedFile) => {
              latest.current = [...latest.current, stored];
              onChange?.(latest.current);
              setPending((p) => p.filter((x) => x.uid !== rc.uid));
              onSuccess?.(stored);
            })
            .catch((error: Error) => {
              setPending((p) => p.map((x) => (x.uid === rc.uid ? { ...x, status: 'error' } : x)));
              setProblem(t('fields.uploadFailed'));
              onError?.(error);
            });
        }}
        onRemove={(file) => {
          if (file.uid.startsWith('stored-')) onChange?.(files.filter((f) => `stored-${f.id}` !== file.uid));
          else setPending((p) => p.filter((x) => x.uid !== file.uid));
          return false;
        }}
      >
        {!disabled && !full && <Button icon={<UploadOutlined />}>{onlyImages(rules) ? t('fields.uploadImage') : t('fields.upload')}</Button>}
      </Upload>
      {problem && (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
    </div>
  );
}

function FileLinks({ value, thumbnails }: { value: unknown; thumbnails: boolean }) {
  const files = filesOf(value);
  if (!files.length) return <span>{EMPTY}</span>;
  return (
    <Space direction={thumbnails ? 'vertical' : 'horizontal'} size={4} wrap>
      {files.map((f) => {
        const url = fileDownloadUrl(f.path);
        return (
          <Space key={f.id} size={6} align="center">
            {thumbnails && isImageName(f.name) && <Image src={url} alt={f.name} width={48} height={48} style={{ objectFit: 'cover' }} />}
            <Typography.Link href={url} target="_blank" rel="noreferrer">
              {f.name}
            </Typography.Link>
            <Typography.Text type="secondary">{sizeText(f)}</Typography.Text>
          </Space>
        );
      })}
    </Space>
  );
}

export const EnclosureRenderer: FieldRenderer = {
  dataType: 'Enclosure',
  valueType: 'array',
  Edit: EnclosureEdit,
  Read: ({ value }: ReadProps) => <FileLinks value={value} thumbnails />,
  Cell: ({ value }) => <FileLinks value={value} thumbnails={false} />,
  text: (value) =>
    filesOf(value)
      .map((f) => f.name)
      .join(', '),
  validate: (value, field) => {
    const rules = fileRulesOf(field);
    const count = filesOf(value).length;
    return rules.max !== null && count > rules.max ? tf('tooManyFiles', { max: rules.max }) : undefined;
  },
};
