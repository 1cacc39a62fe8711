// The kinds of card a user may pin, registered by the modules that own the figures (the indicator
// part registers 'indicator' when its server loads). A kind answers what the caller may pin and each
// pinned code's figure as the caller may read it NOW — a code it leaves out is gone or no longer
// readable, and its card shows nothing of it. A second kind: another module's server calls
// registerPinKind with its own kind name, choices and figures; nothing in the workbench changes.
import type { Lang } from '../../../server/i18n';
import type { CallContext } from '../../../server/rpc/registry';
import type { PinChoice, PinFigure } from '../pins';

export interface PinKind {
  kind: string;
  name: Record<Lang, string>;
  /** where the picker lists the kind among the others (lower first) */
  order: number;
  /** what the caller may pin, in the order the picker lists them */
  choices: (ctx: CallContext) => Promise<Array<Omit<PinChoice, 'pinned'>>>;
  /** the figures of these codes the caller may read now (a code left out: gone or not readable) */
  figures: (ctx: CallContext, codes: readonly string[]) => Promise<Map<string, Omit<PinFigure, 'ofTarget'>>>;
}

const kinds = new Map<string, PinKind>();

export function registerPinKind(k: PinKind): void {
  kinds.set(k.kind, k);
}

export const pinKind = (kind: string): PinKind | undefined => kinds.get(kind);
export const pinKinds = (): PinKind[] => [...kinds.values()].sort((a, b) => a.order - b.order || a.kind.localeCompare(b.kind));
