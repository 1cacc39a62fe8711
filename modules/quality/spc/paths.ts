// The control chart page's path, apart from its call: the web part's manifest loads with the login
// page and needs the path only (the call's zod schema loads with the page that calls it).
export const SPC_PAGE = 'quality/Spc';
