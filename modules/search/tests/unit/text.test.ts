// @vitest-environment node
// The search module's text handling: Chinese indexed as character pairs so that a query finds its
// characters standing together whatever a dictionary would cut; queries as phrases of their pieces
// with a prefix at a word's end; snippets cut around the first hit with every hit marked; an
// .enex export read into notes; file text read in a worker with its caps.
import { describe, expect, it } from 'vitest';
import { readEnex, enmlText } from '../../server/enex';
import { extractText } from '../../server/extract';
import { snippetOf } from '../../server/snippet';
import { parseQuery, tokenize, tsvectorText } from '../../text/tokens';

describe('tokens', () => {
  it('leaves out a piece no one types (a label layout’s encoded picture): PostgreSQL refuses lexemes over 2046 bytes', () => {
    const picture = `data:image/png;base64,${'iVBORw0KGgo'.repeat(700)}`;
    const { tokens } = tokenize(`标签模板 ${picture} Label`);
    expect(tokens.map((t) => t.lexeme)).toContain('label');
    expect(tokens.every((t) => Buffer.byteLength(t.lexeme) <= 64)).toBe(true);
    expect(tsvectorText(tokens)).not.toContain('ivborw0kggo'.repeat(10));
  });

  it('Han runs become pairs and single characters at the same positions; Latin words stay words, lower-cased, full-width folded', () => {
    const { tokens, next } = tokenize('数控车床 ＣＮＣ Lathe');
    expect(tokens.map((t) => `${t.lexeme}@${t.pos}`)).toEqual(['数@1', '数控@1', '控@2', '控车@2', '车@3', '车床@3', '床@4', 'cnc@5', 'lathe@6']);
    expect(next).toBe(7);
    expect(tsvectorText(tokens.slice(0, 2), 'A')).toBe("'数':1A '数控':1A");
  });

  it("a query's words must all match: Han as the phrase of its pairs, a Latin word's end as a prefix", () => {
    expect(parseQuery('液压泵 pump').tsquery).toBe("('液压' <-> '压泵') & 'pump':*");
    expect(parseQuery('PO-2024').tsquery).toBe("('po' <-> '2024':*)");
    expect(parseQuery('泵').tsquery).toBe("'泵'");
    // what follows a Han run stands one place after its last character, not after its last pair
    expect(parseQuery('铸造mx2').tsquery).toBe("('铸造' <-> '造' <-> 'mx2':*)");
    // quotes and backslashes stay inside their lexeme
    expect(parseQuery("o'neil\\x").tsquery).toBe("('o''neil' <-> 'x':*)");
    expect(parseQuery('，。！').tsquery).toBeNull();
  });
});

describe('snippets', () => {
  it('cut around the first hit, every hit marked, the cuts shown', () => {
    const text = `${'甲'.repeat(50)}更换密封圈，检查SEAL与密封圈${'乙'.repeat(200)}`;
    const pieces = snippetOf(text, ['密封圈', 'seal'])!;
    expect(pieces[0]).toEqual({ text: '…' });
    expect(pieces.filter((p) => p.hit).map((p) => p.text)).toEqual(['密封圈', 'SEAL', '密封圈']);
    expect(pieces.at(-1)).toEqual({ text: '…' });
    expect(snippetOf('nothing here', ['seal'])).toBeNull();
    // the pieces of one word found together are marked as one
    expect(snippetOf('选用钛合金叶轮X9型', ['钛合金叶轮', 'x9'])!.filter((p) => p.hit)).toEqual([{ text: '钛合金叶轮X9', hit: true }]);
  });
});

describe('Evernote exports', () => {
  it('notes with their title, text, tags and day; markup and entities resolved', () => {
    const notes = readEnex(
      `<?xml version="1.0"?><en-export><note><title>巡检 &amp; 记录</title><content><![CDATA[<en-note><div>第一行&nbsp;A&lt;B</div><div>第二行</div></en-note>]]></content><created>20240115T093000Z</created><tag>设备</tag><resource><data>AA==</data></resource></note></en-export>`,
      'zh_CN',
    );
    expect(notes).toEqual([{ title: '巡检 & 记录', text: '第一行 A<B\n第二行', tags: ['设备'], created: '2024-01-15', resources: 1 }]);
    expect(enmlText('<en-note>x&#x4e2d;&#25991;</en-note>')).toBe('x中文');
    expect(() => readEnex('<html/>', 'en_US')).toThrow('fileId: not an Evernote export (.enex)');
  });
});

describe('file text', () => {
  it('plain text is read; a file over the size cap is not; a reading over the time cap is stopped', async () => {
    expect(await extractText('a.txt', Buffer.from('hello  世界\n'))).toEqual({ status: 'ok', text: 'hello 世界' });
    expect(await extractText('a.txt', Buffer.from('12345'), { maxBytes: 4, maxMs: 1000 })).toEqual({ status: 'skipped', note: 'over 4 bytes' });
    expect(await extractText('a.pdf', Buffer.from('%PDF-1.4 not really'), { maxBytes: 1e6, maxMs: 1 })).toEqual({ status: 'failed', note: 'over 1 ms' });
    expect(await extractText('a.png', Buffer.from('x'))).toEqual({ status: 'skipped', note: 'no text in this kind of file' });
  });
});
