// bpmn-js's `translate` service in the app's language: zh_CN looks the English text up in ZH
// (ignoring case; a text not there stays English), en_US leaves it. `{name}` placeholders are
// filled either way.
import { ZH } from './zh';

const LOWER = new Map(Object.entries(ZH).map(([k, v]) => [k.toLowerCase(), v]));

export type Translate = (template: string, replacements?: Record<string, string>) => string;

export function makeTranslate(language: 'zh_CN' | 'en_US'): Translate {
  return (template, replacements = {}) => {
    const text = language === 'zh_CN' ? (ZH[template] ?? LOWER.get(template.toLowerCase()) ?? template) : template;
    return text.replace(/{([^}]+)}/g, (all, key: string) => replacements[key] ?? all);
  };
}

/** The didi module that replaces bpmn-js's translate service. */
export const translateModule = (language: 'zh_CN' | 'en_US') => ({ translate: ['value', makeTranslate(language)] });
