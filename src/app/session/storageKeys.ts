// Browser storage keys. Everything the app keeps is prefixed `plantform.`.
export const STORAGE_KEYS = {
  /** localStorage: the logged-in Session (token, tenant, user, role, roles, language, portalType) */
  session: 'plantform.session',
  /** localStorage: remember-me info and the login page language; survives logout */
  loginInfo: 'plantform.loginInfo',
  /** localStorage: the customer build code; survives logout */
  build: 'plantform.build',
  /** sessionStorage: the logged-in user's person id */
  personId: 'plantform.personId',
  /** sessionStorage: why the user was sent back to login (401 / 403 / idle / refresh) */
  reloginReason: 'plantform.reloginReason',
} as const;

/** localStorage keys that logout and the login page keep: the build choice and the saved login info. */
export const KEPT_ON_LOGOUT: readonly string[] = [STORAGE_KEYS.build, STORAGE_KEYS.loginInfo];
