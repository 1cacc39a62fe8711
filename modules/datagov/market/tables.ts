// The tenant tables of 数据服务 (migrations 038, 041): the tenant scope guards them.
export const MARKET_TABLES = ['dg_api', 'dg_api_key', 'dg_api_mask', 'dg_api_counter', 'dg_api_log', 'dg_integration', 'dg_integration_delivery', 'dg_service_log'] as const;
