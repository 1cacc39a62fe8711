// barcode/Tag (打印标签): the label print on a page of its own — scan or type the barcodes, choose an
// enabled label template and the copies, 打印 → the PDF (recorded in 标签打印记录, which 打印记录 opens).
import { App, Button, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOpenPage } from '../../../../src/templates/shared/useOpenPage';
import { barcodePages } from '../../pages';
import { TagFields, useTagForm } from './TagForm';

export default function TagPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const form = useTagForm([]);
  const open = useOpenPage();
  const run = async () => {
    const n = await form.print();
    if (n !== null) void message.success(t('barcode.tag.done', { count: n }));
  };
  return (
    <Card variant="borderless" data-testid="barcode-tag-page" style={{ maxWidth: 720 }}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('barcode.tag.pageHint')}</Typography.Text>
        <TagFields form={form} />
        <Space>
          <Button type="primary" data-testid="barcode-tag-print" loading={form.running} onClick={() => void run()}>
            {t('barcode.tag.print')}
          </Button>
          <Button onClick={() => open(barcodePages.TagDetail.url)}>{t('barcode.tag.history')}</Button>
        </Space>
      </Space>
    </Card>
  );
}
