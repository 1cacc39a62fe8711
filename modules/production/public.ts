// What other modules may use of the production module's declarations (entities, pages, option lists).
// Nothing else of the module is imported from outside it (the lint stage checks this).

// --- used by pull (workshop logistics) ---
export { ACTIVE_STATES, MANUFACTURING_STATES } from './orders/state';

// --- used by quality ---

// --- used by tooling ---
export { SHIFT_KINDS } from './entities/calendar';

// --- used by equipment ---
export { Equipment, EQUIPMENT_STATUSES, MAINTENANCE_STATUSES } from './entities/resources';
