// workbench.Pins: the cards a user places on home (and sees again on 我的大屏). A pin names a kind
// and a code; only a thing its kind says the caller may read now can be pinned, and each card is read
// anew through the caller's visibility whenever it shows — a pin of something gone or no longer
// readable answers no figure at all. Pins are the caller's own: every statement names its user.
import { Big } from '../../../schemas/compute/decimal';
import { implement } from '../../../server/modules/types';
import { badRequest, conflict, notFound } from '../../../server/rpc/errors';
import { type CallContext, session } from '../../../server/rpc/registry';
import { MAX_PINS, type PinFigure, type PinnedCard, pinService } from '../pins';
import { pinKind, pinKinds } from './pin-kinds';
import { pinText } from './pin-messages';
import { addPin, dropPin, lockPins, orderPins, type PinRow, pinsOf } from './pin-store';

const owner = (ctx: CallContext) => ({ tenantId: session(ctx).tenantId, userId: session(ctx).userId });

/** value ÷ target × 100 to one decimal, decimal-exact; none without both or with a zero target */
export function ofTarget(value: string | null, target: string | null): string | null {
  if (value == null || target == null || new Big(target).eq(0)) return null;
  return new Big(value).div(target).times(100).round(1, Big.roundHalfUp).toFixed(1);
}

/** the cards of these pins, each kind asked once for all its codes */
async function cardsOf(ctx: CallContext, pins: readonly PinRow[]): Promise<PinnedCard[]> {
  const byKind = new Map<string, string[]>();
  for (const p of pins) byKind.set(p.kind, [...(byKind.get(p.kind) ?? []), p.code]);
  const read = new Map<string, Map<string, Omit<PinFigure, 'ofTarget'>>>();
  await Promise.all(
    [...byKind].map(async ([kind, codes]) => {
      const k = pinKind(kind);
      read.set(kind, k ? await k.figures(ctx, codes) : new Map());
    }),
  );
  return pins.map((p) => {
    const f = read.get(p.kind)?.get(p.code);
    return { ...p, figure: f ? { ...f, ofTarget: ofTarget(f.value, f.target) } : null };
  });
}

const kindName = (ctx: CallContext, kind: string) => pinKind(kind)?.name[ctx.lang] ?? kind;

export const pinImpl = implement(pinService, {
  kinds: async (ctx) => pinKinds().map((k) => ({ kind: k.kind, name: k.name[ctx.lang] })),
  async choices(ctx, [kind]) {
    const k = pinKind(kind);
    if (!k) throw badRequest(pinText(ctx.lang).unknownKind(kind));
    const pinned = new Set((await pinsOf(session(ctx).db, owner(ctx))).filter((p) => p.kind === kind).map((p) => p.code));
    return (await k.choices(ctx)).map((c) => ({ ...c, pinned: pinned.has(c.code) }));
  },
  cards: async (ctx) => cardsOf(ctx, await pinsOf(session(ctx).db, owner(ctx))),
  async pin(ctx, [p]) {
    const say = pinText(ctx.lang);
    const k = pinKind(p.kind);
    if (!k) throw badRequest(say.unknownKind(p.kind));
    // the same reading the card does: what the caller cannot read now is not pinned
    if (!(await k.figures(ctx, [p.code])).has(p.code)) throw badRequest(say.notReadable(kindName(ctx, p.kind), p.code));
    const o = owner(ctx);
    await session(ctx).db.transaction().execute(async (trx) => {
      const mine = await lockPins(trx, o);
      if (mine.some((m) => m.kind === p.kind && m.code === p.code)) throw conflict(say.already(kindName(ctx, p.kind), p.code));
      if (mine.length >= MAX_PINS) throw badRequest(say.tooMany(MAX_PINS));
      await addPin(trx, o, p.kind, p.code, mine.length);
    });
    return cardsOf(ctx, await pinsOf(session(ctx).db, o));
  },
  async unpin(ctx, [id]) {
    const o = owner(ctx);
    if (!(await dropPin(session(ctx).db, o, id))) throw notFound(pinText(ctx.lang).noPin(id));
    return cardsOf(ctx, await pinsOf(session(ctx).db, o));
  },
  async reorder(ctx, [ids]) {
    const o = owner(ctx);
    await session(ctx).db.transaction().execute(async (trx) => {
      const mine = await lockPins(trx, o);
      const same = ids.length === mine.length && new Set(ids).size === ids.length && mine.every((m) => ids.includes(m.id));
      if (!same) throw badRequest(pinText(ctx.lang).order);
      await orderPins(trx, o, ids);
    });
    return cardsOf(ctx, await pinsOf(session(ctx).db, o));
  },
});
