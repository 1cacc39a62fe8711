// The shared BPMN corpus and the footprint of a file's extension attributes and elements, for the
// designer's unit tests and its browser test (plain Node: no moddle here).
import fs from 'node:fs';
import path from 'node:path';

// beside the repository (vitest runs from its root; under jsdom import.meta.url is not a file URL)
export const CORPUS_DIR = path.resolve(process.cwd(), 'modules/flow/tests/fixtures/bpmn-corpus');
export function corpusFiles(): string[] {
  return fs
    .readdirSync(CORPUS_DIR)
    .filter((f) => /\.(bpmn|xml)$/.test(f))
    .sort();
}
export const readCorpus = (file: string) => fs.readFileSync(path.join(CORPUS_DIR, file), 'utf8');

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const decode = (s: string) =>
  s
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (all, e: string) => (e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1))) : (ENTITIES[e] ?? all)))
    .trim();

/**
 * The extension attributes (flowable:, activiti:, camunda: …) of BPMN elements as `name=value`, and
 * the extension elements as `<name>` with their attributes and the text of leaf ones, sorted: equal
 * footprints mean nothing was lost. An extension element's own-namespace attribute counts with or
 * without its prefix: moddle writes `<flowable:customResource flowable:name>` as `name` (it drops a
 * prefix equal to the element's own).
 */
export function extensionFootprint(xml: string, prefixes = ['flowable', 'activiti', 'camunda']): string[] {
  const out: string[] = [];
  const ext = new RegExp(`^(${prefixes.join('|')}):`);
  const body = xml.replace(/<!--[\s\S]*?-->/g, '');
  for (const m of body.matchAll(/<([\w.-]+(?::[\w.-]+)?)((?:\s+[\w.:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/g)) {
    const [all, tag, attrs, selfClosing] = m;
    const attributes = [...attrs.matchAll(/([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)].map((a) => ({ name: a[1], value: decode(a[2] ?? a[3] ?? '') }));
    if (ext.test(tag)) {
      const own = `${tag.split(':')[0]}:`;
      let entry = `<${tag}>`;
      if (!selfClosing) {
        const close = body.indexOf(`</${tag}>`, m.index! + all.length);
        const inner = close >= 0 ? body.slice(m.index! + all.length, close) : '';
        if (!inner.includes('<') || inner.trim().startsWith('<![CDATA[')) entry += decode(inner);
      }
      out.push(entry);
      for (const a of attributes) if (!a.name.startsWith('xmlns')) out.push(`${tag}@${a.name.startsWith(own) ? a.name.slice(own.length) : a.name}=${a.value}`);
    } else {
      for (const a of attributes) if (ext.test(a.name)) out.push(`${a.name}=${a.value}`);
    }
  }
  return out.sort();
}
