// The tables of built-in entities follow their declarations: an attribute derived when read has
// no column, so the DDL must neither add nor index one (an index on it failed the server's start).
import { describe, expect, it } from 'vitest';
import { a, entity } from '../../../schemas/entities/define';
import { entityDdl, missingDdl } from '../../../server/records/ddl';

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

  it('indexes each filter-form choice with the department after it, so a scoped filtered list counts from the index', () => {
    const def = entity({
      id: 998,
      code: 'DdlChoices',
      name: '探针',
      nameEn: 'Probe',
      module: 'mdm',
      table: 'ddl_choices',
      attrs: [
        a.dict('category', '类别', 'Category', 'probe_category', { query: true }),
        a.bool('active', '启用', 'Active', { query: true }),
        a.dict('colour', '颜色', 'Colour', 'probe_colour'),
        a.string('name', '名称', 'Name', { max: 32, query: true }),
        a.number('price', '价格', 'Price', { query: true }),
      ],
    });
    const ddl = entityDdl(def);
    const choices = ddl.filter((s) => s.includes('_q_'));
    expect(choices).toEqual([
      'create index if not exists "ddl_choices_q_category" on "ddl_choices" (tenant_id, "category", depart_id, id desc)',
      'create index if not exists "ddl_choices_q_active" on "ddl_choices" (tenant_id, "active", depart_id, id desc)',
    ]);
    expect(ddl).toContain('create index if not exists "ddl_choices_status_depart" on "ddl_choices" (tenant_id, status_dict, depart_id, id desc)');
  });

  it('on a database that has some of it, runs only what is missing, and builds a new index on an existing table online', () => {
    const def = entity({
      id: 998,
      code: 'DdlProbe2',
      name: '探针',
      nameEn: 'Probe',
      module: 'mdm',
      table: 'ddl_probe2',
      attrs: [a.string('code', '编码', 'Code', { max: 32, unique: true }), a.string('note', '备注', 'Note', { max: 32 })],
    });
    const ddl = entityDdl(def);
    const fresh = missingDdl(ddl, { tables: new Set(), columns: new Set(), indexes: new Set() });
    expect([fresh.steps.length, fresh.online]).toEqual([ddl.length, []]);
    const indexes = ddl.map((d) => /index if not exists "(\w+)"/.exec(d)?.[1]).filter((n): n is string => !!n);
    const columns = ddl.map((d) => /alter table "(\w+)" add column if not exists "?(\w+)"?/.exec(d)).filter((m) => !!m).map((m) => `${m![1]}.${m![2]}`);
    const current = missingDdl(ddl, { tables: new Set(['ddl_probe2']), columns: new Set(columns), indexes: new Set(indexes) });
    expect(current).toEqual({ steps: [], online: [] });
    // the note column added and the unique code index missing on a table that holds rows
    const older = missingDdl(ddl, {
      tables: new Set(['ddl_probe2']),
      columns: new Set(columns.filter((c) => c !== 'ddl_probe2.note')),
      indexes: new Set(indexes.filter((i) => i !== 'ddl_probe2_uq_code')),
    });
    expect(older.steps).toEqual([expect.stringMatching(/^alter table "ddl_probe2" add column if not exists "note"/)]);
    expect(older.online.map((o) => o.name)).toEqual(['ddl_probe2_uq_code']);
  });
});
