// meta/Designer (页面设计器): the form designer. Opened with ?formId=&entityCode= (实体管理's 设计表单);
// without them it lists the tenant's designed forms.
import { Card, Result } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../../src/api/errors';
import { DesignList } from './DesignList';
import { DesignerEditor } from './DesignerEditor';
import { type DesignSource, loadDesignSource } from './loadDesign';

export default function DesignerPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const entityCode = search.get('entityCode')?.trim() || null;
  const formId = search.get('formId')?.trim() || entityCode;
  const [state, setState] = useState<{ key: string; source: DesignSource | null; error: string | null }>({ key: '', source: null, error: null });
  const key = `${formId}|${entityCode}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what is loaded (form id and entity); `t` only words a failure
  useEffect(() => {
    if (!formId) return;
    let live = true;
    loadDesignSource(formId, entityCode).then(
      (source) => live && setState({ key, source, error: null }),
      (error: unknown) => live && setState({ key, source: null, error: errorMessage(error, t('designer.loadFailed')) }),
    );
    return () => {
      live = false;
    };
  }, [key]);

  if (!formId) return <DesignList />;
  if (state.key !== key) return <Card loading variant="borderless" />;
  if (!state.source) return <Result status="error" title={t('designer.loadFailed')} subTitle={state.error} />;
  return <DesignerEditor key={key} formId={formId} source={state.source} />;
}
