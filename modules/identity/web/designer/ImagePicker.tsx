// An image element's picture: 选择图片 opens the file chooser; a PNG or JPEG of at most 512 KB is read
// as a data URL into the layout, anything else is refused here with the reason (the server checks
// the same again on save).
import { Button, Form, Typography } from 'antd';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES, imageProblem, LABEL_LIMITS } from '../../labels/layout';

const ACCEPT = IMAGE_TYPES.map((t) => t.mime).join(',');

/** The file's problem ('type' | 'size') before it is read, or null. */
export function fileProblem(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!IMAGE_TYPES.some((t) => t.mime === file.type)) return 'type';
  return file.size > LABEL_LIMITS.maxImageBytes ? 'size' : null;
}

const readAsDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

export function ImagePicker({ src, onPick }: { src?: string; onPick: (src: string) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const pick = async (ev: ChangeEvent<HTMLInputElement>) => {
    const file = ev.target.files?.[0];
    ev.target.value = ''; // the same file may be chosen again
    if (!file) return;
    const before = fileProblem(file);
    if (before) return setError(t(before === 'type' ? 'identity.designer.imageType' : 'identity.designer.imageSize'));
    const url = await readAsDataUrl(file).catch(() => '');
    // a file named .png whose bytes are no PNG: refused as the server would
    const after = imageProblem(url);
    if (after) return setError(t(after === 'size' ? 'identity.designer.imageSize' : after === 'pixels' ? 'identity.designer.imagePixels' : 'identity.designer.imageType'));
    setError(null);
    onPick(url);
  };
  return (
    <Form.Item label={t('identity.designer.image')} extra={t('identity.designer.imageHint')} style={{ marginBottom: 8 }}>
      <input ref={input} type="file" accept={ACCEPT} data-testid="designer-image-file" style={{ display: 'none' }} onChange={(ev) => void pick(ev)} />
      <Button size="small" data-testid="designer-image-choose" onClick={() => input.current?.click()}>
        {t(src ? 'identity.designer.imageReplace' : 'identity.designer.imageChoose')}
      </Button>
      {error ? (
        <Typography.Text type="danger" data-testid="designer-image-error" style={{ display: 'block', marginTop: 4 }}>
          {error}
        </Typography.Text>
      ) : null}
    </Form.Item>
  );
}
