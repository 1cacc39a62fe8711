import { Select } from 'antd';
import { useEffect, useState } from 'react';
import type { TenantView } from '../contracts';
import { TenantApi } from './api';

interface TenantSelectProps {
  value?: string;
  onChange?: (tenantId: string | undefined, tenant?: TenantView) => void;
  placeholder?: string;
  /** tenants not to offer (e.g. the platform, when comparing with it) */
  exclude?: readonly string[];
  allowClear?: boolean;
  style?: React.CSSProperties;
  testId?: string;
}

export const tenantLabel = (t: Pick<TenantView, 'code' | 'name'>) => `${t.name}（${t.code}）`;

/** Picks a tenant by code or name (the first 200 tenants, searched in the browser). */
export function TenantSelect({ value, onChange, placeholder, exclude = [], allowClear = true, style, testId }: TenantSelectProps) {
  const [tenants, setTenants] = useState<TenantView[]>([]);
  useEffect(() => {
    let live = true;
    TenantApi.summaryPage([{ page: 1, pageSize: 200 }], { cancelPrevious: false }).then(
      (p) => live && setTenants(p.itemList),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <Select
      showSearch
      allowClear={allowClear}
      value={value}
      onChange={(v) => onChange?.(v ?? undefined, tenants.find((x) => x.id === v))}
      placeholder={placeholder}
      style={{ width: 260, ...style }}
      optionFilterProp="label"
      data-testid={testId}
      options={tenants.filter((t) => !exclude.includes(t.id)).map((t) => ({ value: t.id, label: tenantLabel(t) }))}
    />
  );
}
