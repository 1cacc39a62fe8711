// The machines' equipment status as production declares it, with the colour the factory shows:
// normal green, stopped amber, fault red, scrapped dark, initial grey.
import { EQUIPMENT_STATUSES } from '../../../production/public';
import type { Language } from '../../../../src/app/session/loginInfo';

export const STATUS_COLOURS: Readonly<Record<string, string>> = { '0': '#8c8c8c', '1': '#52c41a', '2': '#faad14', '4': '#f5222d', '5': '#434343' };

export function statusLabel(status: string, language: Language): string {
  const o = EQUIPMENT_STATUSES.find((s) => s.value === status);
  return o ? (language === 'en_US' ? o.labelEn : o.label) : status;
}

export const STATUS_ORDER = EQUIPMENT_STATUSES.map((s) => s.value);
