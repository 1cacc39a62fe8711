// What each document's dedicated view shows beyond what metadata says: which child tables (lines
// first, then payments and costs where the document has them) and which header fields lead. The
// fields themselves, their names, order and renderers come from the page field metadata and the
// entity's attributes, never from here.
//
// Each module declares the views of its own receipt types as data (modules/<code>/receipt-views.ts,
// named by its manifest's `receiptViews`); the web finds those files by folder, so a new document
// type edits no list here.

export interface ReceiptDetailDeclaration {
  /** child tables by key, in this order (those the entity does not have are skipped) */
  tables: readonly string[];
  /** header fields shown first, in this order, even when empty; the others follow in the page's order, when they have a value */
  headFirst: readonly string[];
}

/** A module's receipt views by receipt type code (spec §2: receipt type codes map to detail pages). */
export type ReceiptViewDeclarations = Readonly<Record<string, ReceiptDetailDeclaration>>;

const found = import.meta.glob<{ default: ReceiptViewDeclarations }>('../../modules/*/receipt-views.ts', { eager: true });

function collect(files: Record<string, { default: ReceiptViewDeclarations }>): ReceiptViewDeclarations {
  const all: Record<string, ReceiptDetailDeclaration> = {};
  for (const [file, { default: views }] of Object.entries(files)) {
    for (const [code, declaration] of Object.entries(views)) {
      if (code in all) throw new Error(`receipt type "${code}" has a view in two modules (${file})`);
      all[code] = declaration;
    }
  }
  return all;
}

/** Every module's receipt views, by receipt type code. */
export const RECEIPT_DETAILS: ReceiptViewDeclarations = collect(found);
