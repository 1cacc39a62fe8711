// The part's page paths, apart from its calls: the web part's manifest loads with the login page
// and needs the paths only (the calls' zod schemas load with the pages that call them).
export const PROCESS_BOARD_PAGE = 'task/ProcessBoard';
export const DISPLAY_PAGE = 'task/ProductionDisplay';
