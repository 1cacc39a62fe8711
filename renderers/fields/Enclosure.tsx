// Enclosure: attached files (value: UploadedFile[] as portal.File/upload2 answers them). Files of
// another type, over the size limit or past the count limit (attr.files) are refused before any
// upload; read mode lists download links with sizes and shows pictures as thumbnails. Files are
// fetched with the session headers (GET /files/{id} takes no token in the address) and shown or
// saved through object URLs.
import { UploadOutlined } from '@ant-design/icons';
import { Button, Image, Space, Typography, Upload } from 'antd';
import type { RcFile, UploadFile } from 'antd/es/upload/interface';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileCountIssue } from '../../schemas/fieldTypes/rules';
import type { UploadedFile } from '../../schemas/rpc/portal';
import { downloadStoredFile, fetchStoredFile, uploadFile } from '../../src/api/upload';
import type { EditProps, FieldRenderer, ReadProps } from './types';
import { acceptAttribute, fileRulesOf, filesOf, isImageName, onlyImages, refusalOf, sizeText } from './shared/files';
import { ruleText } from './shared/ruleText';
import { EMPTY } from './shared/text';

/** Object URLs of the pictures among the files, by file id; revoked once they are no longer shown. */
function usePictureUrls(files: UploadedFile[]): Map<number, string> {
  const [urls, setUrls] = useState<Map<number, string>>(() => new Map());
  // compared as text: a new array of the same files must not fetch them again
  const key = JSON.stringify(files.filter((f) => isImageName(f.name)).map((f) => [f.id, f.path]));
  useEffect(() => {
    // the same state when there is nothing to drop: table cells without pictures do not render again
    setUrls((current) => (current.size ? new Map() : current));
    const pictures = JSON.parse(key) as Array<[number, string]>;
    const controller = new AbortController();
    const made: string[] = [];
    for (const [id, path] of pictures) {
      fetchStoredFile(path, { ignoreError: true, signal: controller.signal })
        .then((blob) => {
          if (controller.signal.aborted) return;
          const url = URL.createObjectURL(blob);
          made.push(url);
          setUrls((current) => new Map(current).set(id, url));
        })
        .catch(() => undefined); // no thumbnail: the link still offers the file
    }
    return () => {
      controller.abort();
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [key]);
  return urls;
}

function EnclosureEdit({ value, onChange, field, disabled }: EditProps) {
  const { t } = useTranslation();
  const rules = fileRulesOf(field);
  const files = filesOf(value);
  // uploads finish one by one: each adds to the newest list, not the one of its start
  const latest = useRef(files);
  latest.current = files;
  const pictureUrls = usePictureUrls(files);
  const [pending, setPending] = useState<UploadFile[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const uploading = pending.filter((p) => p.status === 'uploading').length;

  const fileList: UploadFile[] = [
    ...files.map((f): UploadFile => ({ uid: `stored-${f.id}`, name: f.name, status: 'done', thumbUrl: pictureUrls.get(f.id), size: f.size })),
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
        onPreview={(file) => {
          const storedFile = files.find((f) => `stored-${f.id}` === file.uid);
          if (storedFile) void downloadStoredFile(storedFile);
        }}
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
  const pictureUrls = usePictureUrls(thumbnails ? files : []);
  if (!files.length) return <span>{EMPTY}</span>;
  return (
    <Space direction={thumbnails ? 'vertical' : 'horizontal'} size={4} wrap>
      {files.map((f) => {
        const picture = pictureUrls.get(f.id);
        return (
          <Space key={f.id} size={6} align="center">
            {picture && <Image src={picture} alt={f.name} width={48} height={48} style={{ objectFit: 'cover' }} />}
            {/* a real link for keyboards and screen readers; the click fetches it with the session headers */}
            <Typography.Link
              href={f.path}
              onClick={(event) => {
                event.preventDefault();
                void downloadStoredFile(f);
              }}
            >
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
  validate: (value, field) => ruleText(fileCountIssue(filesOf(value).length, fileRulesOf(field))),
};
