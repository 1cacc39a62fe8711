// The Gantt core: pure TypeScript, no DOM, no React (tested in Node; the bench drives it with a
// fake canvas context). The component (../Gantt.tsx) is a thin shell over it.
export * from './calendar';
export * from './constants';
export * from './dates';
export * from './edits';
export * from './interactions';
export * from './layout';
export * from './links';
export * from './marks';
export * from './model';
export * from './paint';
export * from './rollup';
export * from './scale';
export * from './scroll';
export * from './tooltip';
export { GanttError, stringOf, type Language, type StringKey } from '../strings';
