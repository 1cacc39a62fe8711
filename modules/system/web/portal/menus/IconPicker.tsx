// An icon by name: a searchable grid of the outlined icons of @ant-design/icons, loaded on demand
// into their own chunk (the shell's icon set: src/app/shell/iconSet.ts).
import { Button, Empty, Input, Popover, Space, Spin, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { iconByName, useIconSet } from '../../../../../src/app/shell/iconSet';

/** The names of the outlined icons of a loaded icon set, in order, matching `search` (case-insensitive). */
export function outlinedIconNames(icons: Record<string, unknown> | null, search: string): string[] {
  if (!icons) return [];
  const needle = search.trim().toLowerCase();
  return Object.keys(icons)
    .filter((name) => /^[A-Z]\w*Outlined$/.test(name) && typeof icons[name] === 'object')
    .filter((name) => !needle || name.toLowerCase().includes(needle))
    .sort();
}

function IconGrid({ onPick }: { onPick: (name: string) => void }) {
  const { t } = useTranslation();
  const icons = useIconSet();
  const [search, setSearch] = useState('');
  const names = useMemo(() => outlinedIconNames(icons, search), [icons, search]);
  return (
    <div style={{ width: 420 }}>
      <Input.Search allowClear autoFocus placeholder={t('menus.iconSearch')} value={search} onChange={(e) => setSearch(e.target.value)} data-testid="icon-search" />
      {!icons ? (
        <Spin style={{ display: 'block', margin: 24 }} />
      ) : names.length ? (
        <div role="listbox" aria-label={t('menus.icon')} style={{ display: 'grid', gridTemplateColumns: 'repeat(8, 1fr)', gap: 4, maxHeight: 280, overflowY: 'auto', marginTop: 8 }}>
          {names.map((name) => (
            <Tooltip key={name} title={name} mouseEnterDelay={0.4}>
              <Button type="text" role="option" aria-label={name} aria-selected={false} onClick={() => onPick(name)} style={{ fontSize: 18 }}>
                {iconByName(icons, name)}
              </Button>
            </Tooltip>
          ))}
        </div>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('menus.noIcon')} />
      )}
    </div>
  );
}

export function IconPicker({ value, onChange, disabled }: { value: string; onChange: (name: string) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const icons = useIconSet();
  const [open, setOpen] = useState(false);
  return (
    <Space>
      <Popover
        trigger="click"
        open={open && !disabled}
        onOpenChange={setOpen}
        destroyOnHidden
        content={
          <IconGrid
            onPick={(name) => {
              onChange(name);
              setOpen(false);
            }}
          />
        }
      >
        <Button disabled={disabled} icon={iconByName(icons, value) ?? undefined} data-testid="icon-picker">
          {value || t('menus.pickIcon')}
        </Button>
      </Popover>
      {value && !disabled ? (
        <Button type="link" onClick={() => onChange('')}>
          {t('menus.clearIcon')}
        </Button>
      ) : null}
    </Space>
  );
}
