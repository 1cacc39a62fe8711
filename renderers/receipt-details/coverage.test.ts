// Every receipt type the product declares (each entity of the catalogue with a receipt type code)
// has a read-only view for 查看单据 and the flow task screen, and each view's declaration names
// only child tables and header fields its entity has — so a new document type, or a renamed
// field, cannot silently fall back to "no view". Views are declared by the owning module
// (`receiptViews` in its web part), never in a core list.
import { describe, expect, it } from 'vitest';
import { builtinEntities } from '../../server/modules/catalogue';
import { webModules } from '../../src/app/modules/registry';
import { receiptViewsOf } from './declarations';
import { receiptDetailOf } from './registry';

const receiptEntities = () => builtinEntities().filter((e) => e.receipt?.typeCode);

describe('receipt views cover every declared receipt type', () => {
  it('answers a known view for the type code of every receipt entity', () => {
    const entities = receiptEntities();
    expect(entities.length).toBeGreaterThanOrEqual(28);
    const missing = entities.filter((e) => !receiptDetailOf(e.receipt!.typeCode).known).map((e) => `${e.code} (${e.receipt!.typeCode})`);
    expect(missing).toEqual([]);
  });

  it('declares each view in the module that owns the entity, naming only its tables and fields', () => {
    const byType = new Map(receiptEntities().map((e) => [e.receipt!.typeCode, e]));
    const declared = new Set<string>();
    for (const m of webModules()) {
      for (const [typeCode, decl] of Object.entries(m.receiptViews ?? {})) {
        const entity = byType.get(typeCode);
        expect(entity, `${m.code} declares a view for unknown receipt type ${typeCode}`).toBeDefined();
        expect(entity!.module, `${typeCode} is declared by ${m.code}`).toBe(m.code);
        expect(declared.has(typeCode), `${typeCode} declared twice`).toBe(false);
        declared.add(typeCode);
        const attrs = new Set(entity!.attrs.map((a) => a.code));
        expect(decl.headFirst.filter((f) => !attrs.has(f)), `${typeCode} header fields`).toEqual([]);
        expect(decl.tables.filter((t) => !(t in (entity!.children ?? {}))), `${typeCode} tables`).toEqual([]);
      }
    }
    expect([...declared].sort()).toEqual([...byType.keys()].sort());
    // the web registry reads the same declarations
    expect(Object.keys(receiptViewsOf(webModules())).sort()).toEqual([...declared].sort());
  });
});
