// The tenant's industry code decides its party-type label (the industry's
// row in `trade` says which); a missing code, or one no industry has, is Other.
import type { Kysely } from 'kysely';
import { PARTY_TYPES, type PartyType } from '../contracts';
import type { AdminDB } from './db';

const isPartyType = (v: unknown): v is PartyType => (PARTY_TYPES as readonly unknown[]).includes(v);

/** The label of `industryCode` given the industries' party types by code. */
export function partyTypeOf(industryCode: string | null | undefined, partyTypes: ReadonlyMap<string, string>): PartyType {
  if (!industryCode?.trim()) return 'Other';
  const label = partyTypes.get(industryCode.trim());
  return isPartyType(label) ? label : 'Other';
}

/** Every industry's party type by code, and its names (for lists of tenants). */
export async function loadTrades(db: Kysely<AdminDB>) {
  const rows = await db.selectFrom('trade').select(['code', 'name', 'name_intl', 'party_type']).execute();
  return {
    partyTypes: new Map(rows.map((r) => [r.code, r.party_type])),
    names: new Map(rows.map((r) => [r.code, { zh_CN: r.name, en_US: r.name_intl?.en_US || r.name }])),
  };
}
