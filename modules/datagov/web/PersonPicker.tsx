// A table's owner: a person of the tenant, searched by code or name (datax.Entity/fuzzyPage, the
// lookup every reference picker uses); the value is the person's id.
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { EntityApi } from '../../../src/api/services';

type Option = { value: number; label: string };

export function PersonPicker(props: { value?: number | null; onChange?: (v: number | null) => void }) {
  const [options, setOptions] = useState<Option[]>([]);
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => {
      EntityApi.fuzzyPage([{ entityCode: 'Person', text: text || undefined, page: 1, pageSize: 20, ...(text || !props.value ? {} : { ids: [props.value] }) }], { cancelPrevious: false, ignoreError: true }).then(
        (p) => setOptions(p.itemList.map((x) => ({ value: x.id, label: `${x.name}（${x.code}）` }))),
        () => setOptions([]),
      );
    }, 250);
    return () => clearTimeout(timer);
  }, [text, props.value]);
  return (
    <Select
      showSearch
      allowClear
      filterOption={false}
      style={{ width: 200 }}
      options={options}
      value={props.value ?? undefined}
      onSearch={setText}
      onChange={(v) => props.onChange?.(v ?? null)}
      data-testid="dg-owner"
    />
  );
}
