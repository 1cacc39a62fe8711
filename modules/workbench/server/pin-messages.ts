// The refusals of workbench.Pins, in the caller's language (the tests assert these texts).
import type { Lang } from '../../../server/i18n';

const zh = {
  unknownKind: (kind: string) => `pin.kind: 没有这种卡片：${kind}`,
  notReadable: (kind: string, code: string) => `pin.code: ${kind} ${code} 不存在或无权查看，不能添加到首页`,
  already: (kind: string, code: string) => `${kind} ${code} 已在首页`,
  tooMany: (max: number) => `首页最多放 ${max} 张卡片`,
  noPin: (id: number) => `卡片不存在：${id}`,
  order: 'ids: 须按新顺序列出您的全部卡片，每张一次',
};

const en: typeof zh = {
  unknownKind: (kind) => `pin.kind: there is no card of the kind ${kind}`,
  notReadable: (kind, code) => `pin.code: the ${kind} ${code} does not exist or you may not read it: it cannot be pinned`,
  already: (kind, code) => `The ${kind} ${code} is already on your home`,
  tooMany: (max) => `Home holds at most ${max} cards`,
  noPin: (id) => `No such card: ${id}`,
  order: 'ids: name each of your cards once, in the new order',
};

export const pinText = (lang: Lang): typeof zh => (lang === 'en_US' ? en : zh);
