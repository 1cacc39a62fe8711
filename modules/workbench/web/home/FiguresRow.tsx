// The figures of my role: a few declared figures of the dashboards the role may open, each opening
// its dashboard. None when the role may open no dashboard (the row is left out).
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../src/app/session/loginInfo';
import { useShell } from '../../../../src/app/shell/ShellContext';
import { groupDigits } from '../../../../src/templates/report/reportColumns';
import { HomeApi } from '../api';
import { useLoad } from './useLoad';

export function FiguresRow({ language }: { language: Language }) {
  const { t } = useTranslation();
  const { open } = useShell();
  const loaded = useLoad(() => HomeApi.figures([], { ignoreError: true, cancelPrevious: false }));
  if (loaded.loading && !loaded.data) return <Card loading variant="borderless" />;
  if (!loaded.data?.length) return null;
  return (
    <Row gutter={[16, 16]} data-testid="home-figures">
      {loaded.data.map((f) => (
        <Col xs={12} lg={6} key={`${f.dashboard}:${f.code}`}>
          <Card variant="borderless" hoverable onClick={() => open(f.url)}>
            <Statistic
              title={language === 'en_US' ? f.nameEn : f.name}
              value={'value' in f.data ? (f.data.value === null ? '—' : groupDigits(f.data.value)) : '—'}
              suffix={(language === 'en_US' ? f.unitEn : f.unit) ?? undefined}
            />
            {'error' in f.data ? <Typography.Text type="danger">{f.data.error.msg || t('workbench.loadFailed')}</Typography.Text> : null}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
