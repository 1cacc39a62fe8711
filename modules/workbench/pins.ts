// Cards a user places (workbench.Pins): any module's figure a user pins to home — and sees again on
// 我的大屏 — named by its kind and code. A kind is registered by the module that owns the figures
// (server/public.ts registerPinKind: what the caller may pin, and each pinned code's figure as the
// caller may read it); the workbench stores the pins and draws every kind with one card.
import { z } from 'zod';
import { args, call, defineService, idArg } from '../../schemas/rpc/define';
import { HOME_URL } from './menus';

/** Cards on one user's home, at most. */
export const MAX_PINS = 12;
/** Periods a card's trend shows, at most. */
export const TREND_PERIODS = 12;
/** 我的大屏: a screen of the caller's own pins, shown with the declared screens on 大屏展示. */
export const MY_SCREEN = 'workbench.MyScreen';

export type FigureStatus = 'good' | 'warn' | 'bad' | 'none';

/** A pinned thing as the caller may read it now: what a card shows. */
export interface PinFigure {
  name: string;
  /** decimal text, null when not computed (or not for the caller's data scope: see note) */
  value: string | null;
  unit: string | null;
  target: string | null;
  /** value ÷ target × 100, one decimal (the workbench computes it) */
  ofTarget: string | null;
  /** the value's period: its first day, and day | week | month */
  period: string | null;
  periodKind: 'day' | 'week' | 'month' | null;
  /** against the target as the figure defines it (higher or lower is better, alarm threshold) */
  status: FigureStatus;
  /** the last periods, oldest first */
  trend: Array<{ period: string; value: string | null }>;
  /** the page showing more of it, when the caller holds it */
  url: string | null;
  /** why a readable figure has no value for the caller */
  note: string | null;
}

/** A pin and its card; `figure` null: the pinned thing is gone or no longer readable — nothing of it is answered. */
export interface PinnedCard {
  id: number;
  kind: string;
  code: string;
  figure: PinFigure | null;
}

/** A kind of card and its name in the caller's language. */
export interface PinKindInfo {
  kind: string;
  name: string;
}

/** What the picker offers: a thing the caller may read, and whether it is pinned already. */
export interface PinChoice {
  code: string;
  name: string;
  hint: string | null;
  pinned: boolean;
}

const kind = z.string().trim().min(1, 'is required').max(40);
const pinInput = z.object({ kind, code: z.string().trim().min(1, 'is required').max(128) });

const home = { page: HOME_URL } as const;

export const pinService = defineService('workbench.Pins', {
  /** the kinds of card there are */
  kinds: call<[], PinKindInfo[]>(args(), home, { log: false }),
  /** [kind]: what the caller may pin of a kind */
  choices: call<[string], PinChoice[]>(args(['kind', kind]), home, { log: false }),
  /** the caller's cards, in its order */
  cards: call<[], PinnedCard[]>(args(), home, { log: false }),
  /** [{kind, code}]: pins a thing the caller may read, last; answers the cards */
  pin: call<[z.input<typeof pinInput>], PinnedCard[]>(args(['pin', pinInput]), home, { log: true }),
  /** [id]: removes one of the caller's pins; answers the cards */
  unpin: call<[number], PinnedCard[]>(args(['id', idArg]), home, { log: true }),
  /** [ids]: the caller's pins in their new order (each once); answers the cards */
  reorder: call<[number[]], PinnedCard[]>(args(['ids', z.array(idArg).max(MAX_PINS * 4)]), home, { log: true }),
});
