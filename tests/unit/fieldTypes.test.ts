// The field types (schemas/fieldTypes) are the one registry of data types: each has one object,
// one file and one renderer; the attribute form and the server agree on the storable ones; and a
// shared rule gives the same verdict on the server (zod) and on the web (Formily validators).
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { fieldRenderers } from '../../renderers/fields';
import { ruleText, type WebRuleKey } from '../../renderers/fields/shared/ruleText';
import { makeField } from '../../renderers/fields/shared/testFields';
import { builtinEntities } from '../../server/modules/catalogue';
import { attrInput } from '../../modules/meta/contracts';
import { shownFields } from '../../modules/meta/web/attributeForm';
import { ATTRIBUTE_TYPES, groupOf } from '../../modules/meta/web/attributeTypes';
import { a, type AttrDef, DATA_TYPES, type DataType } from '../../schemas/entities/define';
import { columnsOf, FIELD_TYPES, fieldTypeOf, filterOfStorage, SETTINGS, STORABLE_TYPES, storageOf, type FieldTypeDef } from '../../schemas/fieldTypes';
import type { RuleKey } from '../../schemas/fieldTypes/rules';
import { ruleMessage } from '../../server/records/messages';
import { attrMeta } from '../../server/records/meta';
import { validateAttrs } from '../../server/records/validate';

const files = import.meta.glob<Record<string, unknown>>('../../schemas/fieldTypes/*.ts', { eager: true });
const NOT_A_TYPE = ['index', 'define', 'rules', 'decimal'];

describe('the registry', () => {
  it('has one field type object per data type, each in its own file named after it', () => {
    expect(new Set(DATA_TYPES).size).toBe(DATA_TYPES.length);
    const declared = Object.entries(files)
      .filter(([path]) => !NOT_A_TYPE.some((name) => path.endsWith(`/${name}.ts`)))
      .map(([path, exports]) => {
        const types = Object.values(exports).filter((v): v is FieldTypeDef => !!v && typeof v === 'object' && 'storable' in v);
        expect(types, path).toHaveLength(1);
        // Index lives in IndexType.ts (Index.ts and index.ts are one file on some file systems)
        expect(path.replace(/^.*\/(.*)\.ts$/, '$1').replace(/^IndexType$/, 'Index')).toBe(types[0].name);
        return types[0];
      });
    expect(new Set(declared)).toEqual(new Set(FIELD_TYPES));
  });

  it('has one renderer per field type, registered under its name', () => {
    expect(Object.keys(fieldRenderers).sort()).toEqual([...DATA_TYPES].sort());
    for (const type of DATA_TYPES) expect(fieldRenderers[type].dataType).toBe(type);
  });

  it('types stored alike filter alike (the attribute storage names its filter)', () => {
    for (const type of FIELD_TYPES as readonly FieldTypeDef[]) {
      if (type.storage && type.filter) expect(filterOfStorage(type.storage), type.name).toBe(type.filter);
      for (const storage of Object.values(type.variants ?? {})) expect(filterOfStorage(storage!), type.name).toBe(type.filter);
    }
  });

  it('built-in attributes use their type’s columns and reference its entity', () => {
    const attrs = builtinEntities().flatMap((e) => [...e.attrs, ...Object.values(e.children ?? {}).flatMap((c) => c.attrs)]);
    expect(attrs.length).toBeGreaterThan(50);
    for (const at of attrs) {
      const type = fieldTypeOf(at.dataType)!;
      expect(columnsOf(type), `${at.code}: ${at.dataType}`).toContain(at.column);
      if (type.quote) expect(at.quote?.entity, at.code).toBe(type.quote);
      expect(storageOf(at) === 'QUOTE', at.code).toBe(!!at.quote);
    }
  });
});

describe('storable types and the attribute form', () => {
  it('the server admits exactly the storable types, the form offers them in the same order', () => {
    expect(attrInput.shape.dataType.options).toEqual([...STORABLE_TYPES]);
    expect(ATTRIBUTE_TYPES).toEqual(STORABLE_TYPES);
    expect(STORABLE_TYPES).toContain('Supplier');
    expect(STORABLE_TYPES).not.toContain('Index');
  });

  it('every setting is a field of the saveAttribute payload and shown by the form (files are kept, not edited)', () => {
    const inputs: Record<string, string[]> = { digits: ['digitsInt', 'digitsScale'], files: [] };
    for (const type of STORABLE_TYPES) {
      const group = groupOf(type);
      expect(group, type).not.toBeNull();
      for (const setting of SETTINGS[group!]) {
        expect(Object.keys(attrInput.shape), setting).toContain(setting);
        for (const input of inputs[setting] ?? [setting]) expect(shownFields(type), `${type}.${setting}`).toContain(input);
      }
      expect(fieldRenderers[type].valueType, type).not.toBe('void');
    }
  });
});

describe('a rule gives the same verdict on both sides', () => {
  const def = (dataType: DataType, column: AttrDef['column'], extra: Partial<AttrDef> = {}): AttrDef => ({ code: 'v', name: '值', nameEn: 'Value', dataType, column, ...extra });
  /** the server's message (zod, in zh_CN) and the web's (the renderer's validator), undefined when accepted */
  const both = (at: AttrDef, value: unknown) => ({
    server: validateAttrs([at], { v: value }, 'create', 'zh_CN').errors.v,
    web: fieldRenderers[at.dataType].validate!(value, makeField(at.dataType, { attr: attrMeta(at, 0) })),
  });
  const verdicts = (at: AttrDef, values: unknown[]) => values.map((value) => { const r = both(at, value); return { value, server: !r.server, web: !r.web }; });
  const agree = (at: AttrDef, good: unknown[], bad: unknown[]) => {
    expect(verdicts(at, good)).toEqual(good.map((value) => ({ value, server: true, web: true })));
    expect(verdicts(at, bad)).toEqual(bad.map((value) => ({ value, server: false, web: false })));
  };

  it('digits, bounds and whole numbers', () => {
    agree(a.number('v', '值', 'Value', { digits: { int: 4, scale: 2 } }), [1234.5, '99.99', -0.5, '12.50'], [12345, 1.234, '0.001', '-12345']);
    agree(a.int('v', '值', 'Value', { min: 1 }), [1, 3, '42'], [0, 1.5, -2]);
    agree(a.number('v', '值', 'Value', { positive: true }), [0.01], [0, -1]);
    expect(both(a.number('v', '值', 'Value', { digits: { int: 4, scale: 2 } }), 12345)).toEqual({ server: '整数最多 4 位，小数最多 2 位', web: '整数部分不能超过4位' });
  });

  it('type-level limits: money keeps 2 decimals, a progress stays within 0–100', () => {
    agree(def('Costs', 'numeric'), [1.2, 1_000_000.5], [1.234]);
    agree(def('Progress', 'numeric'), [0, 50.5, 100], [101, -1]);
    agree(def('MaterialNum', 'numeric'), [0, 10_000_000_000], [-1, 10_000_000_001]);
  });

  it('no spaces and max length (in characters)', () => {
    agree(a.string('v', '值', 'Value', { max: 5, noSpaces: true }), ['ABCDE', '编码五个字', 'a_b'], ['A B', 'ABCDEF', '编码有六个字']);
    agree(def('DictType', 'text', { dict: 'x' }), ['my_dict'], ['my dict']);
    agree(def('Remark', 'text', { max: 10, noSpaces: true }), ['with space'], ['x'.repeat(11)]);
  });

  it('past and future, for days and moments', () => {
    const day = (n: number) => dayjs().add(n, 'day').format('YYYY-MM-DD');
    const moment = (hours: number) => dayjs().add(hours, 'hour').toISOString();
    agree(a.date('v', '值', 'Value', { when: 'past' }), [day(-2)], [day(2)]);
    agree(a.date('v', '值', 'Value', { when: 'future' }), [day(2)], [day(-2)]);
    agree(a.dateTime('v', '值', 'Value', { when: 'past' }), [moment(-1)], [moment(1)]);
    agree(a.dateTime('v', '值', 'Value', { when: 'future' }), [moment(1)], [moment(-1)]);
    expect(both(a.date('v', '值', 'Value', { when: 'past' }), day(2))).toEqual({ server: '必须早于当前时间', web: '不能晚于今天' });
  });

  it('the number of files', () => {
    const file = (id: number) => ({ id, name: `f${id}.png`, path: `/files/${id}` });
    agree(a.files('v', '值', 'Value', { accept: ['png'], maxBytes: 1024, max: 2 }), [[file(1), file(2)]], [[file(1), file(2), file(3)]]);
  });

  it('each side words every issue it can meet', () => {
    const keys: RuleKey[] = ['tooLong', 'noSpaces', 'notOption', 'integer', 'positive', 'min', 'max', 'intDigits', 'scaleDigits', 'past', 'future', 'pastDate', 'futureDate', 'tooManyFiles', 'fileType', 'fileTooLarge'];
    const values = { max: 5, min: 1, int: 4, scale: 2, accept: 'PNG', maxBytes: 2048, value: 'x' };
    for (const key of keys) {
      for (const lang of ['zh_CN', 'en_US'] as const) expect(ruleMessage(lang, { key, values }), `${key} ${lang}`).toMatch(/^[^{}]+$/);
      if (key !== 'notOption') expect(ruleText({ key: key as WebRuleKey, values }), key).not.toMatch(/^fields\.|\{\{/);
    }
  });
});
