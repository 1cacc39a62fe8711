// The receipt views' own strings (zh_CN, en_US). They travel with the views' chunk rather than
// with the app's string files: the views are loaded on demand.
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../src/i18n';

const TEXTS = {
  view: ['查看单据', 'View document'],
  loadFailed: ['单据加载失败', 'The document could not be loaded'],
  attachments: ['附件', 'Attachments'],
  path: ['单据路径', 'Document path'],
  madeFrom: ['来源单据', 'Made from'],
  madeInto: ['后续单据', 'Made into'],
  none: ['无', 'None'],
  noPage: ['没有可打开此单据的页面', 'No page of yours opens this document'],
  pathFailed: ['单据路径加载失败', 'The document path could not be loaded'],
  unknownType: ['单据类型「{code}」没有专用详情视图', 'Document type "{code}" has no dedicated view'],
  unknownHint: ['请在单据的详情页面查看。', 'Open it in its detail page instead.'],
} as const;

export type TextKey = keyof typeof TEXTS;

export function text(key: TextKey, values: Record<string, string> = {}): string {
  const raw: string = TEXTS[key][currentLanguage() === 'en_US' ? 1 : 0];
  return raw.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

/** `const say = useTexts(); say('path')` — re-renders on a language switch. */
export function useTexts(): typeof text {
  useTranslation();
  return text;
}
