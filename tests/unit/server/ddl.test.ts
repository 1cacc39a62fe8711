// The tables of built-in entities follow their declarations: an attribute derived when read has
// no column, so the DDL must neither add nor index one (an index on it failed the server's start).
import { describe, expect, it } from 'vitest';
import { a, entity } from '../../../schemas/entities/define';
import { entityDdl } from '../../../server/records/ddl';

describe('entity DDL', () => {
  it('adds and indexes the columns of stored attributes only, and every table gets its department column', () => {
    const def = entity({
      id: 999,
      code: 'DdlProbe',
      name: '探针',
      nameEn: 'Probe',
      module: 'mdm',
      table: 'ddl_probe',
      attrs: [
        a.string('code', '编码', 'Code', { max: 32, unique: true }),
        { ...a.string('account', '账号', 'Account', { max: 32, index: true }), readSql: '(select 1)' },
      ],
    });
    const ddl = entityDdl(def).join(';\n');
    expect(ddl).toContain('add column if not exists "code"');
    expect(ddl).not.toContain('"account"');
    expect(ddl).toContain('add column if not exists depart_id bigint');
    expect(ddl).toContain('ddl_probe_tenant_depart');
  });
});
