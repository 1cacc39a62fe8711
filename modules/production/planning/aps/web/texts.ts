// The board's names in the user's language (production.plan.*).
import type { TFunction } from 'i18next';
import type { BoardTexts, Refusal } from './board';

export function boardTexts(t: TFunction): BoardTexts {
  return {
    noUnit: t('production.plan.noUnit'),
    dueDates: t('production.plan.dueDates'),
    unscheduled: t('production.plan.unscheduled'),
    due: (code, late) => (late > 0 ? t('production.plan.dueLate', { code, hours: Math.ceil(late / 6) / 10 }) : t('production.plan.due', { code })),
  };
}

export function refusalText(t: TFunction, r: Refusal): string {
  return r.refuse === 'locked' ? t('production.plan.refuse.locked', { code: r.code }) : t(`production.plan.refuse.${r.refuse}`);
}
