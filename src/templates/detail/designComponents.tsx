// The layout pieces of a designed form (meta/Designer: tabs, cards, dividers) as Formily
// components. They join the detail page's component map through the form group registry
// (renderers/groups), the module-level extension point of that map, under names no renderer or
// layout component takes.
import { FormTab } from '@formily/antd-v5';
import { Card, Divider } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { registerFormGroup } from '../../../renderers/groups';
import type { FormGroupProps } from '../../engine/formGroups';

export const DESIGN_COMPONENTS = {
  tabs: 'DesignTabs',
  pane: 'DesignTabs.TabPane',
  card: 'DesignCard',
  divider: 'DesignDivider',
} as const;

/**
 * FormTab draws its panes from the schema; the children Formily renders besides would reach
 * antd's Tabs as the deprecated TabPane children (a console warning), so they stay out.
 */
const DesignTabs = Object.assign(({ children: _rendered, ...props }: Record<string, unknown> & { children?: ReactNode }) => <FormTab {...props} />, { TabPane: FormTab.TabPane });

function DesignCard({ title, children, ...rest }: { title?: string; children?: ReactNode }) {
  return (
    <Card size="small" title={title} style={{ marginBottom: 16 }} {...rest}>
      {children}
    </Card>
  );
}

function DesignDivider({ title, ...rest }: { title?: string }) {
  return (
    <Divider orientation="left" {...rest}>
      {title}
    </Divider>
  );
}

// the group registry keeps components of group props; these take their own (x-component-props)
const asGroup = (c: unknown) => c as ComponentType<FormGroupProps>;
let registered = false;

/** Registers the design components once (the detail page and the designer's preview import this). */
export function registerDesignComponents(): void {
  if (registered) return;
  registered = true;
  registerFormGroup(DESIGN_COMPONENTS.tabs, asGroup(DesignTabs));
  registerFormGroup(DESIGN_COMPONENTS.card, asGroup(DesignCard));
  registerFormGroup(DESIGN_COMPONENTS.divider, asGroup(DesignDivider));
}
