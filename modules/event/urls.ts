// The pages of 事件管理 (the spec's urls), named once for the pages, menus, calls and web part.
export const EVENT_LIST = 'event/list';
export const EVENT_DETAIL = 'event/detail';
export const EVENT_COMMENT = 'event/addComment';
export const RULE_LIST = 'event/rule';
export const RULE_DETAIL = 'event/ruledetail';
export const RECORD_REPORT = 'event/record';
export const STOPLOSS_REPORT = 'event/stoploss';
export const MESSAGE_LIST = 'event/MessageList';
