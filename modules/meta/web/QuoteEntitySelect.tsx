import { Select } from 'antd';
import { useEffect, useState } from 'react';
import type { EntitySummary } from '../contracts';
import { MetadataApi } from './api';
import { currentLanguage, localName } from '../../../src/i18n';

interface QuoteEntitySelectProps {
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
}

/** The entity a FuzzyCommon attribute refers to: every entity the tenant sees, searchable. */
export function QuoteEntitySelect({ value, onChange, placeholder }: QuoteEntitySelectProps) {
  const [entities, setEntities] = useState<EntitySummary[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let live = true;
    MetadataApi.entities([{ page: 1, pageSize: 200 }], { ignoreError: true, cancelPrevious: false })
      .then((answer) => live && setEntities(answer.itemList))
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, []);
  const language = currentLanguage();
  return (
    <Select
      showSearch
      allowClear
      value={value}
      onChange={onChange}
      loading={loading}
      placeholder={placeholder}
      optionFilterProp="label"
      options={entities.map((e) => ({ value: e.code, label: `${localName({ name: e.nameIntl.zh_CN ?? e.name, nameIntl: e.nameIntl }, language)} (${e.code})` }))}
      data-testid="quote-entity"
    />
  );
}
