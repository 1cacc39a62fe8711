// Above a new record opened with a draft (?draft=…): says where it came from and that it is not
// saved yet; or, when the draft is gone (the page was reloaded: drafts live in memory only), that
// this is an empty new record and the draft must be made again from its source.
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import type { Draft } from './draftStore';

const TEXTS = {
  from: ['由 {source} 生成的草稿，尚未保存：请核对后保存。', 'Draft made from {source}, not saved yet: check it and save it.'],
  fresh: ['生成的草稿，尚未保存：请核对后保存。', 'A generated draft, not saved yet: check it and save it.'],
  gone: ['草稿已不在（刷新页面后不保留），这是一张空白的新单据；请从来源单据重新生成。', 'The draft is gone (drafts do not survive a reload): this is an empty new record. Make it again from its source document.'],
} as const;

export function DraftNotice({ draft }: { draft: Draft | null }) {
  useTranslation(); // re-render on a language switch
  const text = (key: keyof typeof TEXTS) => TEXTS[key][currentLanguage() === 'en_US' ? 1 : 0].replace('{source}', draft?.source ?? '');
  if (!draft) return <Alert type="warning" showIcon message={text('gone')} style={{ marginBottom: 16 }} data-testid="draft-gone" />;
  return <Alert type="info" showIcon message={text(draft.source ? 'from' : 'fresh')} style={{ marginBottom: 16 }} data-testid="draft-notice" />;
}
