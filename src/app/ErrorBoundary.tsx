import { Button, Result } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function ErrorView({ error, onRetry, homeHref }: { error: Error; onRetry: () => void; homeHref?: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('error.title')}
      subTitle={t('error.subTitle')}
      extra={[
        <Button type="primary" key="retry" onClick={onRetry}>
          {t('common.retry')}
        </Button>,
        homeHref ? (
          <Button key="home" href={homeHref}>
            {t('common.backHome')}
          </Button>
        ) : null,
      ]}
    >
      {import.meta.env.DEV ? <pre style={{ whiteSpace: 'pre-wrap', color: '#8c8c8c', margin: 0 }}>{error.message}</pre> : null}
    </Result>
  );
}

interface Props {
  children: ReactNode;
  homeHref?: string;
  /** a change (e.g. the route path) clears a shown error */
  resetKey?: unknown;
}

/** Shows a friendly error instead of a white page when a page throws while rendering. */
export class ErrorBoundary extends Component<Props, { error: Error | null; resetKey: unknown }> {
  state = { error: null as Error | null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: { error: Error | null; resetKey: unknown }) {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('page error', error, info.componentStack);
  }

  render() {
    if (this.state.error) {
      return <ErrorView error={this.state.error} homeHref={this.props.homeHref} onRetry={() => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}
