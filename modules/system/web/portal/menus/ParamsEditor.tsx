// A template page's JSON parameters, checked while typed against the template's schema
// (schemas/pages/params-schema.ts): a wrong parameter is an error here, never a broken page.
import { Alert, Button, Input, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PARAMS_SKELETON, paramsProblems } from './menuDraft';

export function ParamsEditor({ value, onChange, disabled }: { value: string; onChange: (text: string) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const problems = useMemo(() => paramsProblems(value), [value]);
  const format = () => {
    try {
      onChange(JSON.stringify(JSON.parse(value), null, 2));
    } catch {
      // not JSON: the problems list says so already
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={6}>
      <Space>
        <Button size="small" disabled={disabled || value.trim() !== ''} onClick={() => onChange(PARAMS_SKELETON)} data-testid="params-skeleton">
          {t('menus.fromTemplate')}
        </Button>
        <Button size="small" disabled={disabled || !value.trim() || problems.some((p) => p.path === '' && p.message.startsWith('not JSON'))} onClick={format}>
          {t('menus.formatJson')}
        </Button>
      </Space>
      <Input.TextArea
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        autoSize={{ minRows: 6, maxRows: 18 }}
        spellCheck={false}
        status={problems.length ? 'error' : undefined}
        style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 }}
        aria-label={t('menus.params')}
        data-testid="params-editor"
      />
      {problems.length ? (
        <Alert
          type="error"
          showIcon
          data-testid="params-problems"
          message={t('menus.paramsInvalid', { count: problems.length })}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {problems.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is made anew from the text on each keystroke and holds no state; the place tells two equal problems apart
                <li key={`${p.path}-${i}`}>
                  <Typography.Text code>{p.path || t('menus.paramsRoot')}</Typography.Text> {p.message}
                </li>
              ))}
            </ul>
          }
        />
      ) : value.trim() ? (
        <Typography.Text type="success" data-testid="params-ok">
          {t('menus.paramsOk')}
        </Typography.Text>
      ) : null}
    </Space>
  );
}
