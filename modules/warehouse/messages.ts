// Warehouse messages shared by the declarations (forms) and the server's rules.

/** allot: a line's from and to positions must differ */
export const SAME_POSITION = ['库位不能一样', 'The from and to positions cannot be the same'] as const;
