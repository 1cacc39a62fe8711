// The frame of one widget: its title, a link to its report's page for those who hold that page,
// and what it shows — or, when its figures could not be read, why (the other widgets still show).
import { Alert, Button, Card } from 'antd';
import { type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetData, WidgetMeta } from '../../../../schemas/rpc/dashboard';
import type { Language } from '../../../app/session/loginInfo';
import { ShellContext } from '../../../app/shell/ShellContext';
import { useOpenPage } from '../../shared/useOpenPage';
import { SCREEN } from '../screenColours';

interface Props {
  meta: WidgetMeta;
  data: WidgetData | undefined;
  language: Language;
  screen: boolean;
  children: (data: Exclude<WidgetData, { error: unknown }>) => ReactNode;
}

export function WidgetCard({ meta, data, language, screen, children }: Props) {
  const { t } = useTranslation();
  const open = useOpenPage();
  const holdsReport = !!useContext(ShellContext)?.routeByPath.has(meta.reportUrl);
  const title = language === 'en_US' ? meta.nameEn : meta.name;
  const failed = data && 'error' in data ? data.error : null;
  return (
    <Card
      size="small"
      title={title}
      data-testid={`widget-${meta.code}`}
      loading={!data}
      style={{ height: '100%', ...(screen ? { background: SCREEN.panel, borderColor: SCREEN.border, color: SCREEN.text } : {}) }}
      styles={screen ? { header: { color: SCREEN.text, borderColor: SCREEN.border } } : undefined}
      extra={
        holdsReport && !screen ? (
          <Button type="link" size="small" onClick={() => open(meta.reportUrl)}>
            {t('dashboardPage.more')}
          </Button>
        ) : null
      }
    >
      {failed ? <Alert type="warning" showIcon message={t('dashboardPage.widgetFailed')} description={failed.msg} /> : data ? children(data as Exclude<WidgetData, { error: unknown }>) : null}
    </Card>
  );
}
