import ExportOutlined from '@ant-design/icons/ExportOutlined';
import { Button, Card, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brandTitle } from '../../app/brand';
import { usePageRoute } from '../../app/routes/PageMetaContext';
import { routePathOf } from '../../app/routes/buildRoutes';
import type { Language } from '../../app/session/loginInfo';
import { useShell } from '../../app/shell/ShellContext';
import { localName } from '../../i18n';
import { moduleSummaries, pageCount } from '../shellStats';

/** app/Display: the big screen; with an external URL in the route meta, shows that page. */
export default function DisplayPage() {
  const route = usePageRoute();
  const external = route?.meta.externalUrl;
  return external ? <ExternalPage url={external} title={route.meta.title} /> : <BigScreen />;
}

function ExternalPage({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  return (
    <Card
      variant="borderless"
      title={`${t('display.external')} · ${title}`}
      extra={
        <Button type="link" icon={<ExportOutlined />} href={url} target="_blank" rel="noopener noreferrer">
          {t('display.openNew')}
        </Button>
      }
      styles={{ body: { padding: 0 } }}
    >
      <iframe title={title} src={url} style={{ width: '100%', height: 'calc(100vh - 220px)', border: 0, display: 'block' }} sandbox="allow-scripts allow-same-origin allow-forms allow-popups" />
    </Card>
  );
}

function useNow(): dayjs.Dayjs {
  const [now, setNow] = useState(() => dayjs());
  useEffect(() => {
    const timer = setInterval(() => setNow(dayjs()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const panel = { background: 'rgba(22, 119, 255, 0.08)', border: '1px solid rgba(64, 150, 255, 0.35)', borderRadius: 8, padding: 20 } as const;

function BigScreen() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { session, tree, todo, open } = useShell();
  const now = useNow();
  const modules = moduleSummaries(tree);
  const tiles = [
    { key: 'modules', label: t('display.modules'), value: modules.length },
    { key: 'pages', label: t('display.pages'), value: pageCount(tree) },
    { key: 'todo', label: t('display.todo'), value: todo.todo },
    { key: 'messages', label: t('display.messages'), value: todo.message },
  ];
  return (
    <div style={{ minHeight: 'calc(100vh - 160px)', borderRadius: 8, padding: 24, color: '#e6f4ff', background: 'radial-gradient(circle at 20% 0%, #11325e 0%, #0a1931 55%, #050d1c 100%)' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', borderBottom: '1px solid rgba(64,150,255,0.35)', paddingBottom: 12, marginBottom: 24 }}>
        <Space direction="vertical" size={0}>
          <Typography.Title level={2} style={{ color: '#e6f4ff', margin: 0, letterSpacing: 2 }}>
            {session.tenant.name} · {t('display.title')}
          </Typography.Title>
          <Typography.Text style={{ color: '#91caff' }}>
            {brandTitle(language)} — {t('display.subtitle')}
          </Typography.Text>
        </Space>
        <Typography.Text style={{ color: '#e6f4ff', fontSize: 28, fontVariantNumeric: 'tabular-nums' }}>{now.format('YYYY-MM-DD HH:mm:ss')}</Typography.Text>
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: 16, marginBottom: 24 }}>
        {tiles.map((tile) => (
          <div key={tile.key} style={panel}>
            <div style={{ color: '#91caff' }}>{tile.label}</div>
            <div style={{ fontSize: 40, fontWeight: 600, color: '#fff', fontVariantNumeric: 'tabular-nums' }}>{tile.value}</div>
          </div>
        ))}
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 12 }}>
        {/* each module opens its first page: the screen is also a way into the product */}
        {modules.map(({ node, pages }) => (
          <button
            key={node.id}
            type="button"
            onClick={() => open(routePathOf(pages[0])!)}
            data-testid={`display-module-${node.code}`}
            style={{ ...panel, width: '100%', padding: 14, display: 'flex', justifyContent: 'space-between', cursor: 'pointer', color: 'inherit', font: 'inherit', textAlign: 'start' }}
          >
            <span>{localName(node, language)}</span>
            <span style={{ color: '#69b1ff' }}>{pages.length}</span>
          </button>
        ))}
      </div>
      <div style={{ marginTop: 24, color: '#69b1ff', fontSize: 12 }}>{t('display.note')}</div>
    </div>
  );
}
