// What each document's dedicated view shows beyond what metadata says: which child tables (lines
// first, then payments and costs where the document has them) and which header fields lead. The
// fields themselves, their names, order and renderers come from the page field metadata and the
// entity's attributes, never from here.
//
// Each module declares the views of its own receipt types as data (modules/<code>/receipt-views.ts),
// in its web part (`receiptViews` of defineWebModule); the views are read from the installed
// modules, so a new document type edits no list here.
import type { WebModule } from '../../src/app/modules/defineWebModule';

export interface ReceiptDetailDeclaration {
  /** child tables by key, in this order (those the entity does not have are skipped) */
  tables: readonly string[];
  /** header fields shown first, in this order, even when empty; the others follow in the page's order, when they have a value */
  headFirst: readonly string[];
}

/** A module's receipt views by receipt type code (each code maps to one detail view). */
export type ReceiptViewDeclarations = Readonly<Record<string, ReceiptDetailDeclaration>>;

/** The installed modules' receipt views, by receipt type code (a type declared by two modules throws). */
export function receiptViewsOf(modules: readonly WebModule[]): ReceiptViewDeclarations {
  const all: Record<string, ReceiptDetailDeclaration> = {};
  const owner = new Map<string, string>();
  for (const m of modules) {
    for (const [code, declaration] of Object.entries(m.receiptViews ?? {})) {
      if (owner.has(code)) throw new Error(`receipt type "${code}" has a view in two modules (${owner.get(code)}, ${m.code})`);
      owner.set(code, m.code);
      all[code] = declaration;
    }
  }
  return all;
}
