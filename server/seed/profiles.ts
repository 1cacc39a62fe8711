// Role profiles as allocation rules: which pages and buttons a seeded role gets. The modules
// declare what each profile gets of their pages (ModuleDef.grants); the areas not built as
// modules yet are declared here, the same way.
import type { ProfileGrant, RoleProfile } from '../../schemas/modules/define';
import { catalogue } from '../modules/catalogue';
import { PORTAL_TYPES, type PortalType } from '../../schemas/menus/types';
import type { AllocationRule } from './menus';

/** Grants over the catalogue areas that are not modules yet (warehouse, purchase, production ...). */
const AREA_GRANTS: Partial<Record<RoleProfile, ProfileGrant[]>> = {
  warehouse: [
    { pages: ['barcode/'], buttons: 'all' },
    { portal: 'App', pages: [''], buttons: 'all' },
  ],
  purchaser: [{ pages: ['purchase/'], buttons: 'all' }],
  viewer: [{ pages: [/Report$/], buttons: 'readOnly' }],
  operator: [
    { pages: ['task/', 'pmt/'], buttons: 'readOnly' },
    { portal: 'Hmi', pages: [''], buttons: 'all' },
  ],
};

/** Every profile has the home page. */
const HOME: ProfileGrant = { pages: ['home'], buttons: 'none' };

const matches = (url: string, p: string | RegExp) => (typeof p === 'string' ? url.startsWith(p) : p.test(url));
const readOnlyButton = (code: string) => /\.(export|print)$/.test(code);
const RANK = { none: 0, readOnly: 1, all: 2 } as const;

/** The allocation rules of a profile, one per portal it reaches. */
export function profileRules(profile: RoleProfile): AllocationRule[] {
  if (profile === 'all') return PORTAL_TYPES.map((portal) => ({ portal, page: () => true }));
  const grants = [HOME, ...(AREA_GRANTS[profile] ?? []), ...(catalogue().grants[profile] ?? [])];
  const rules: AllocationRule[] = [];
  for (const portal of PORTAL_TYPES) {
    const mine = grants.filter((g) => (g.portal ?? 'Web') === portal);
    if (!mine.length) continue;
    // the most generous grant that covers a page decides its buttons
    const buttonsOf = (url: string) =>
      mine.filter((g) => g.pages.some((p) => matches(url, p))).reduce<ProfileGrant['buttons'] | null>((best, g) => (best && RANK[best] >= RANK[g.buttons] ? best : g.buttons), null);
    rules.push({
      portal: portal as PortalType,
      page: (url) => buttonsOf(url) !== null,
      button: (code, pageUrl) => {
        const b = buttonsOf(pageUrl);
        return b === 'all' || (b === 'readOnly' && readOnlyButton(code));
      },
    });
  }
  return rules;
}
