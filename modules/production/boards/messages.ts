// The boards' own messages (zh_CN as the UI shows them, en_US translated).
const MESSAGES = {
  rateTwice: ['工序“{process}”的{product}计件单价已存在', 'A piece rate of process "{process}" for {product} exists already'],
  allProducts: ['全部产品', 'every product'],
} as const;

export type BoardMessage = keyof typeof MESSAGES;

export function bm(lang: string, key: BoardMessage, vars: Record<string, string> = {}): string {
  const text: string = MESSAGES[key][lang === 'en_US' ? 1 : 0];
  return text.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');
}
