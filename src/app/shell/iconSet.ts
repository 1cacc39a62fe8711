import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';

type IconSet = Record<string, unknown>;

// Menu icons are named by the menu data (e.g. `ShopOutlined`), so the whole icon set is needed.
// It is loaded on demand into its own chunk, never in the login route's JS.
let loaded: IconSet | null = null;
let loading: Promise<IconSet> | null = null;

export function loadIconSet(): Promise<IconSet> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= import('@ant-design/icons').then((module) => {
    loaded = module as unknown as IconSet;
    return loaded;
  });
  return loading;
}

/** The icon set once loaded (null until then: menus render without icons for a moment). */
export function useIconSet(): IconSet | null {
  const [icons, setIcons] = useState<IconSet | null>(loaded);
  useEffect(() => {
    if (icons) return;
    let alive = true;
    loadIconSet()
      .then((set) => alive && setIcons(set))
      .catch((error: unknown) => console.warn('menu icons could not be loaded', error));
    return () => {
      alive = false;
    };
  }, [icons]);
  return icons;
}

/** An antd icon by component name, or nothing for an unknown name. */
export function iconByName(icons: IconSet | null, name: string | null | undefined): ReactNode {
  if (!icons || !name) return null;
  const candidate = icons[name] as ComponentType | undefined;
  // icon components are forwardRef objects; anything else (helpers like createFromIconfontCN) is skipped
  if (!candidate || typeof candidate !== 'object' || !/(Outlined|Filled|TwoTone)$/.test(name)) return null;
  return createElement(candidate);
}
