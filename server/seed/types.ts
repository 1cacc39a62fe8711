export type DataScope = 'Self' | 'Depart' | 'DepartWithChildren' | 'Organ' | 'OrganWithChildren' | 'Whole';
