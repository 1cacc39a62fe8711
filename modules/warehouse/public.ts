// What other modules may use of the warehouse module's declarations (entities, pages, option lists).
// Nothing else of the module is imported from outside it (the lint stage checks this).
export {};

// --- used by pull (workshop logistics) ---

// --- used by quality ---

// --- used by tooling ---

// --- used by equipment ---
