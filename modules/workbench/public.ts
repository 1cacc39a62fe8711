// What other modules may use of 工作台: the shape of a card a user pins (a module registering a kind
// of card answers PinFigure; server/public.ts has the registry).
export { MAX_PINS, MY_SCREEN, TREND_PERIODS } from './pins';
export type { FigureStatus, PinChoice, PinFigure } from './pins';
