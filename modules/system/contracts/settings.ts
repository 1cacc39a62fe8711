// system.Setting (个人设置): the signed-in user's own profile and preferences. Every call acts on the
// caller alone: the user id a change names must be the caller's (another's is refused with 4003),
// whatever functions the caller's role holds. The password changes through portal.User/modifyPassword.
import { z } from 'zod';
import { args, call, defineService, idArg } from '../../../schemas/rpc/define';

export const LANGUAGES = ['zh_CN', 'en_US'] as const;

export interface MySettings {
  user: { id: number; code: string; name: string; language: string; defaultRoleId: number | null; organName: string | null };
  /** the user's person (人员档案), whose phone and email the user keeps itself; null when it has none */
  person: { id: number; code: string; name: string; phone: string | null; email: string | null; departmentName: string | null } | null;
  roles: Array<{ id: number; code: string; name: string }>;
}

/**
 * What a user may change of itself: its display name, its person's phone and email, its language
 * and its default role (one of its own roles). Not its account code, roles, organisation, state or
 * kind: those are an administrator's (system/User).
 */
export const profileInput = z.object({
  userId: idArg,
  name: z.string().trim().min(1, 'is required').max(128).optional(),
  phone: z
    .string()
    .trim()
    .max(32)
    .regex(/^[0-9+\-() ]*$/, 'must be a phone number')
    .nullable()
    .optional(),
  email: z.union([z.literal(''), z.email('must be an e-mail address').max(128)]).nullable().optional(),
  language: z.enum(LANGUAGES).optional(),
  defaultRoleId: idArg.optional(),
});
export type ProfileInput = z.output<typeof profileInput>;

export const systemSetting = defineService('system.Setting', {
  /** the caller's profile, person and roles */
  mine: call<[], MySettings>(args(), 'session'),
  /** [{userId, name?, phone?, email?, language?, defaultRoleId?}]: userId must be the caller's */
  saveProfile: call<[ProfileInput], MySettings>(args(['profile', profileInput]), 'session'),
});
