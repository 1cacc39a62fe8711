// An external URL of the menu, shown in a sandboxed frame with a way to open it on its own.
import ExportOutlined from '@ant-design/icons/ExportOutlined';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';

export function ExternalPage({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  return (
    <Card
      variant="borderless"
      title={`${t('workbench.display.external')} · ${title}`}
      extra={
        <Button type="link" icon={<ExportOutlined />} href={url} target="_blank" rel="noopener noreferrer">
          {t('workbench.display.openNew')}
        </Button>
      }
      styles={{ body: { padding: 0 } }}
    >
      <iframe title={title} src={url} style={{ width: '100%', height: 'calc(100vh - 220px)', border: 0, display: 'block' }} sandbox="allow-scripts allow-same-origin allow-forms allow-popups" />
    </Card>
  );
}
