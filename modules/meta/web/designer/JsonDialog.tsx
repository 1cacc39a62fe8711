import { Alert, Button, Input, Modal, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormDesign } from '../../../../schemas/forms/types';
import type { EntityMeta } from '../../../../schemas/rpc/datax';
import { currentLanguage } from '../../../../src/i18n';
import { designJson, parseDesignJson } from './importJson';

interface JsonDialogProps {
  mode: 'import' | 'export' | null;
  onClose: () => void;
  entity: EntityMeta;
  design: FormDesign;
  formId: string;
  onImport: (design: FormDesign) => void;
}

/** Export (the JSON to copy or download) and import (pasted JSON, checked before it replaces the design). */
export function JsonDialog({ mode, onClose, entity, design, formId, onImport }: JsonDialogProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  useEffect(() => {
    setText(mode === 'export' ? designJson(design) : '');
    setErrors([]);
  }, [mode, design]);

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${formId}.form.json`;
    a.click();
    URL.revokeObjectURL(url);
  };
  const apply = () => {
    const result = parseDesignJson(text, entity, currentLanguage());
    if (!result.ok) return setErrors(result.errors);
    onImport(result.design);
    onClose();
  };

  return (
    <Modal
      open={mode !== null}
      onCancel={onClose}
      width={760}
      title={mode === 'export' ? t('designer.actions.exportJson') : t('designer.actions.importJson')}
      footer={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          {mode === 'export' ? (
            <Button type="primary" onClick={download}>
              {t('designer.actions.download')}
            </Button>
          ) : (
            <Button type="primary" onClick={apply}>
              {t('designer.actions.apply')}
            </Button>
          )}
        </Space>
      }
    >
      {errors.length ? <Alert style={{ marginBottom: 8 }} type="error" showIcon message={t('designer.importInvalid')} description={errors.map((e) => <div key={e}>{e}</div>)} /> : null}
      <Input.TextArea data-testid="design-json" aria-label="JSON" value={text} readOnly={mode === 'export'} onChange={(e) => setText(e.target.value)} autoSize={{ minRows: 12, maxRows: 24 }} style={{ fontFamily: 'monospace', fontSize: 12 }} />
    </Modal>
  );
}
