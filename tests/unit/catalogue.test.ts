// The module catalogue's own checks: what two modules may not both declare.
import { describe, expect, it } from 'vitest';
import { a, entity } from '../../schemas/entities/define';
import { buildCatalogue } from '../../server/modules/catalogue';
import type { ModuleDef } from '../../schemas/modules/define';

const doc = (id: number, code: string, link: string) =>
  entity({
    id,
    code,
    name: code,
    nameEn: code,
    module: 't',
    table: `t_${code.toLowerCase()}`,
    attrs: [a.string('code', '编号', 'Code'), a.int('source_id', '来源', 'Source')],
    links: [{ code: link, verb: ['转', 'convert'], source: { entity: 'Src' }, via: 'source_id', measure: 'code' }],
  });
const mod = (code: string, ...entities: ReturnType<typeof doc>[]): ModuleDef => ({ code, entities }) as ModuleDef;

describe('the module catalogue', () => {
  it('refuses two entities declaring the same conversion code (their receipt paths would mix)', () => {
    expect(() => buildCatalogue([mod('a', doc(9001, 'One', 'srcToOne')), mod('b', doc(9002, 'Two', 'srcToOne'))])).toThrow('module catalogue: link srcToOne of Two already declared by One');
    expect(() => buildCatalogue([mod('a', doc(9001, 'One', 'srcToOne')), mod('b', doc(9002, 'Two', 'srcToTwo'))])).not.toThrow(/link/);
  });
});
