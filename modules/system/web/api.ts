// The typed clients of 系统管理's administration calls (only types come from the contracts: zod
// stays out of the bundle), and the password encryption every password form uses.
import { encryptPassword } from '../../../src/api/password';
import { client, LoginApi } from '../../../src/api/services';
import type { mdmDepartment, mdmOrgan } from '../contracts/organisation';
import type { portalPerson } from '../contracts/persons';
import type { portalRole } from '../contracts/roles';
import type { portalUser } from '../contracts/users';

export const UserApi = client<typeof portalUser>('portal.User');
export const RoleApi = client<typeof portalRole>('portal.Role');
export const OrganApi = client<typeof mdmOrgan>('mdm.organ');
export const DepartmentApi = client<typeof mdmDepartment>('mdm.department');
export const PersonApi = client<typeof portalPerson>('portal.Person');

/** A password encrypted with the login public key (RSA-OAEP, SHA-256), as logon takes it. */
export async function encrypted(password: string): Promise<string> {
  return encryptPassword((await LoginApi.publicKey([])).publicKey, password);
}

/** The password rule the server holds (8–64 characters with letters and digits). */
export const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d).{8,64}$/;

/** The same as contracts/organisation.ts (not imported: that module holds zod). */
export const DEPARTMENT_TYPES = ['Depart', 'DepartGroup', 'Workshop', 'ProductionLine'] as const;
export const ORGAN_FUNCTIONS = ['EquipmentMaintenance', 'WarehouseManagement', 'QualityInspection'] as const;
