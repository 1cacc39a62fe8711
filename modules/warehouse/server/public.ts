// What other modules' servers may use of the warehouse module's server (functions over its tables).
// Nothing else of the module's server is imported from outside it (the lint stage checks this).
export {};

// --- used by pull (workshop logistics) ---

// --- used by quality ---

// --- used by tooling ---

// --- used by equipment ---
