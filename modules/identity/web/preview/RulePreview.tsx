// The IdentityRulePreview form group of the coding rule's detail (pages.ts): the code the rule
// makes, worked out from the form's values as they change — the same pure function the server
// keeps 示例编码 with (coding/preview.ts) — or what keeps it from making one.
import { observer, useForm } from '@formily/react';
import { theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormGroupProps } from '../../../../src/engine/formGroups';
import { currentLanguage } from '../../../../src/i18n';
import { previewCode } from '../../coding/preview';
import { ruleSpecOf } from '../../coding/types';

export const RulePreview = observer(function RulePreview({ group }: FormGroupProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { token } = theme.useToken();
  const form = useForm();
  const rule = ruleSpecOf(form.values as Record<string, unknown>);
  const preview = rule.segments.length ? previewCode(rule, new Date(), language) : null;
  const title = language === 'en_US' ? group.titleEn || group.title : group.title;
  return (
    <div data-testid="identity-rule-preview" style={{ marginBottom: token.marginMD }}>
      {title ? <div style={{ fontWeight: 500, marginBottom: token.marginXS }}>{title}</div> : null}
      <div aria-live="polite">
        {preview?.code !== undefined ? (
          <Typography.Text code copyable data-testid="identity-rule-preview-code" style={{ fontSize: token.fontSizeLG }}>
            {preview.code}
          </Typography.Text>
        ) : preview ? (
          <Typography.Text type="warning" data-testid="identity-rule-preview-error">
            {preview.error}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t('identity.preview.empty')}</Typography.Text>
        )}
      </div>
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {t('identity.preview.note')}
      </Typography.Text>
    </div>
  );
});
