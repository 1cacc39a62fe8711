// Strings of the versions page: zh_CN and en_US side by side (the module's i18n files spread them).
export const versionsZh = {};

export const versionsEn: typeof versionsZh = {};
