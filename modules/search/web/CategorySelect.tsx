// The category a new document is filed under (文档分类), or none.
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LibraryApi, quiet } from './api';

export function CategorySelect({ value, onChange }: { value?: number; onChange: (v?: number) => void }) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<Array<{ value: number; label: string }>>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    LibraryApi.categories([], quiet)
      .then((list) => setOptions(list.map((c) => ({ value: c.id, label: c.name }))))
      .catch(() => setOptions([]))
      .finally(() => setLoading(false));
  }, []);
  return (
    <Select
      allowClear
      loading={loading}
      style={{ minWidth: 200 }}
      placeholder={t('search.category')}
      value={value}
      onChange={(v) => onChange(v)}
      options={options}
      data-testid="search-category"
    />
  );
}
