// What starts an integration of 数据服务, in a file without zod so that the web part may read it.
export const INTEGRATION_TRIGGERS = ['schedule', 'publish', 'record'] as const;
export type IntegrationTrigger = (typeof INTEGRATION_TRIGGERS)[number];
/** the writes of a record an integration on record events may listen to */
export const EVENT_ACTIONS = ['create', 'modify', 'audit', 'remove'] as const;
export type EventAction = (typeof EVENT_ACTIONS)[number];
