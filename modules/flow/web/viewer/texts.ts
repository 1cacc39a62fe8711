// The flow-chart viewer's own strings (zh_CN, en_US). They travel with the viewer's chunk rather
// than with the app's string files: the viewer is loaded on demand.
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../src/i18n';

const TEXTS = {
  zoomIn: ['放大', 'Zoom in'],
  zoomOut: ['缩小', 'Zoom out'],
  fit: ['适中', 'Fit'],
  diagram: ['流程图', 'Process diagram'],
  empty: ['暂无流程图', 'No process diagram'],
  done: ['已完成', 'Done'],
  todo: ['进行中', 'In progress'],
} as const;

export type TextKey = keyof typeof TEXTS;

export function text(key: TextKey): string {
  return TEXTS[key][currentLanguage() === 'en_US' ? 1 : 0];
}

/** `const say = useTexts(); say('fit')` — re-renders on a language switch. */
export function useTexts(): typeof text {
  useTranslation();
  return text;
}
