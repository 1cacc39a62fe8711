// The 批量生成 dialog: how many codes (1 to 10000) and the values of the rule's string and number
// segments' fields, then the codes the server made (identity.Rule/ruleBatchGenerator) to copy or
// download as a text file, one per line. Mounted on its own (an action runs outside the page's
// React tree), with the app's theme and language.
import { Alert, App, Form, Input, InputNumber, Modal, Space, Typography, Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openDialog } from '../../../../src/templates/actions/openDialog';
import { errorMessage } from '../../../../src/api/errors';
import { saveBlob } from '../../../../src/api/upload';
import { currentLanguage } from '../../../../src/i18n';
import { fieldName } from '../../coding/fields';
import { MAX_GENERATE, ruleSpecOf } from '../../coding/types';
import { IdentityRuleApi, quiet } from '../api';

export interface RuleRef {
  id: number;
  code: string;
  name: string;
}

interface AskedField {
  code: string;
  label: string;
}

/** The fields whose values the rule's string and number segments need, once each, in segment order. */
export function askedFields(record: Record<string, unknown>, language: 'zh_CN' | 'en_US'): AskedField[] {
  const rule = ruleSpecOf(record);
  const codes = rule.segments.filter((s) => (s.kind === 'string' || s.kind === 'number') && s.source_field).map((s) => s.source_field!);
  return [...new Set(codes)].map((code) => ({ code, label: fieldName(rule.rule_type, code, language) }));
}

export interface GenerateDialogProps {
  rule: RuleRef;
  /** with the number of codes made (0: none) */
  onClose: (made: number) => void;
}

export function GenerateDialog({ rule, onClose }: GenerateDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const language = currentLanguage();
  const [open, setOpen] = useState(true);
  const [fields, setFields] = useState<AskedField[] | null>(null);
  const [count, setCount] = useState<number | null>(10);
  const [values, setValues] = useState<Record<string, string>>({});
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[]>([]);
  const [made, setMade] = useState(0);

  useEffect(() => {
    let live = true;
    IdentityRuleApi.detail([rule.id], quiet).then(
      (r) => live && setFields(askedFields(r, language)),
      (e: unknown) => {
        if (!live) return;
        setFields([]);
        setError(errorMessage(e, t('identity.generate.loadFailed')));
      },
    );
    return () => {
      live = false;
    };
  }, [rule.id, language, t]);

  const run = async () => {
    if (!count) return;
    setRunning(true);
    setError(null);
    try {
      const made = await IdentityRuleApi.ruleBatchGenerator([{ ruleId: rule.id, count, values }], quiet);
      setCodes(made);
      setMade((n) => n + made.length);
    } catch (e) {
      setError(errorMessage(e, t('identity.generate.failed')));
    } finally {
      setRunning(false);
    }
  };
  const text = codes.join('\n');
  const copy = async () => {
    await navigator.clipboard?.writeText(text);
    void message.success(t('identity.generate.copied'));
  };

  return (
    <Modal
      open={open}
      title={`${t('identity.generate.title')} · ${rule.code} ${rule.name}`}
      onCancel={() => setOpen(false)}
      afterOpenChange={(shown) => !shown && onClose(made)}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={() => setOpen(false)}>{t('identity.generate.close')}</Button>
          <Button type="primary" loading={running} disabled={!fields || !count} onClick={() => void run()} data-testid="identity-generate-run">
            {t('identity.generate.run')}
          </Button>
        </Space>
      }
    >
      <Form layout="vertical" data-testid="identity-generate">
        <Form.Item label={t('identity.generate.count')} required>
          <InputNumber aria-label={t('identity.generate.count')} min={1} max={MAX_GENERATE} precision={0} value={count} onChange={(v) => setCount(v)} style={{ width: 200 }} />
        </Form.Item>
        {(fields ?? []).map((f) => (
          <Form.Item key={f.code} label={f.label}>
            <Input aria-label={f.label} value={values[f.code] ?? ''} onChange={(e) => setValues((v) => ({ ...v, [f.code]: e.target.value }))} />
          </Form.Item>
        ))}
      </Form>
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} data-testid="identity-generate-error" /> : null}
      {codes.length ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space style={{ justifyContent: 'space-between', width: '100%' }}>
            <Typography.Text strong>{t('identity.generate.result', { count: codes.length })}</Typography.Text>
            <Space>
              <Button size="small" onClick={() => void copy()}>
                {t('identity.generate.copy')}
              </Button>
              <Button size="small" onClick={() => saveBlob(new Blob([`${text}\n`], { type: 'text/plain;charset=utf-8' }), `${rule.code}-${codes[0]}.txt`)}>
                {t('identity.generate.download')}
              </Button>
            </Space>
          </Space>
          <Input.TextArea readOnly value={text} autoSize={{ minRows: 4, maxRows: 12 }} data-testid="identity-generate-codes" style={{ fontFamily: 'monospace' }} />
        </Space>
      ) : null}
    </Modal>
  );
}

/** Shows the dialog; resolves with the number of codes made once it has closed. */
export function openGenerateDialog(rule: RuleRef): Promise<number> {
  return openDialog<number>((close) => <GenerateDialog rule={rule} onClose={close} />);
}
