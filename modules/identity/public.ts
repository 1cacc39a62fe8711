// What other modules may use of 标识管理 (declarations, safe for web and server): label target
// kinds, label values' shape, label messages and words. Its server functions: server/public.ts.
export { targetKind } from './contracts';
export { KIND_SOURCES, kindOf, kindOfEntity, TARGET_KINDS, type TargetKind } from './labels/kinds';
export type { LabelValues } from './labels/layout';
export { lm } from './labels/messages';
export { kindWord } from './labels/schema';
