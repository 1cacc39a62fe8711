// The Gantt's constants (sizes, scales, offsets the customer fixed) and the few of our own, named once.
export type Unit = 'hour' | 'day' | 'week' | 'month';
/** From the most detailed to the widest: the order ctrl+wheel zooms through. */
export const UNITS: readonly Unit[] = ['hour', 'day', 'week', 'month'];

export const ROW_HEIGHT = 30;
export const COLUMN_WIDTH = 80;
/** A day column is COLUMN_WIDTH × this wide (hours: 200 px). */
export const UNIT_SCALE: Record<Unit, number> = { hour: 2.5, day: 1, week: 0.5, month: 0.2 };
/** Hour ticks drawn inside a day column of the hours view. */
export const HOUR_TICKS = [0, 4, 8, 12, 16, 20] as const;
export const RANGE_PADDING_DAYS = 3;
export const MIN_CHART_HEIGHT = 300;
export const SCROLL_OFFSET_X = 200;
export const SCROLL_OFFSET_Y = 150;
/** Animated scroll: each frame goes this share of the remaining distance … */
export const SCROLL_EASE = 0.2;
/** … until it is within this many pixels, then lands. */
export const SCROLL_SNAP_PX = 5;
export const TOOLTIP_MIN_WIDTH = { milestone: 100, other: 160 } as const;

// ours (the spec is silent)
export const TREE_WIDTH = 250;
/** Two header bands (e.g. month over day). */
export const HEADER_BAND = 25;
export const HEADER_HEIGHT = HEADER_BAND * 2;
/** A row holding at least this many bars is drawn once into its own cached layer. */
export const DENSE_ROW_BARS = 32;
/** Undo keeps this many edits. */
export const HISTORY_LIMIT = 200;
