// Warehouse messages shared by the declarations (forms) and the server's rules.

/** spec §5 Calculations (allot): a line's from and to positions */
export const SAME_POSITION = ['库位不能一样', 'The from and to positions cannot be the same'] as const;
