import { describe, expect, it } from 'vitest';
import metaEn from '../../modules/meta/web/i18n/en_US';
import metaZh from '../../modules/meta/web/i18n/zh_CN';
import designerEn from '../../modules/meta/web/designer/i18n/en_US';
import designerZh from '../../modules/meta/web/designer/i18n/zh_CN';
import { FIELD_TYPES } from '../../schemas/fieldTypes';

describe('field type labels', () => {
  it('every type names itself in both languages, no two types alike', () => {
    for (const lang of ['zh_CN', 'en_US'] as const) {
      const labels = FIELD_TYPES.map((t) => t.label[lang]);
      expect(labels.every((l) => l.trim().length > 0)).toBe(true);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });

  it('the attribute form and the form designer call every type by its label', () => {
    for (const t of FIELD_TYPES) {
      const { name, label } = t as { name: string; label: { zh_CN: string; en_US: string } };
      expect([(metaZh.meta.dataTypes as Record<string, string>)[name], (designerZh.designer.types as Record<string, string>)[name]], name).toEqual([label.zh_CN, label.zh_CN]);
      expect([(metaEn.meta.dataTypes as Record<string, string>)[name], (designerEn.designer.types as Record<string, string>)[name]], name).toEqual([label.en_US, label.en_US]);
    }
  });
});
