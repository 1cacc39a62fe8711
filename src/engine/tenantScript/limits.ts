// The numbers of the tenant script protocol (no validation code here: the detail page imports this
// eagerly, the parser only with a script).
export const API_VERSION = 1;
/** how long a hook may take before the form goes on without it */
export const HOOK_TIMEOUT_MS = 2000;
/** how long the sandbox may take to load and run the script's top level */
export const START_TIMEOUT_MS = 5000;
/** the sandbox document (server/http/tenant-sandbox.ts) */
export const SANDBOX_URL = '/externalVform/sandbox.html';
/** buttons one script may add to the form */
export const MAX_BUTTONS = 8;
/** the largest JSON a script may send as a value or as a call's arguments */
export const MAX_JSON_CHARS = 100_000;
