// What other modules' servers may use of the production module's server (functions over its tables).
// Nothing else of the module's server is imported from outside it (the lint stage checks this).

// --- used by pull (workshop logistics) ---

// --- used by quality ---

// --- used by tooling ---

// --- used by equipment ---

// --- used by hr ---
export { pieceWagesByPerson } from '../boards/server/wages';
