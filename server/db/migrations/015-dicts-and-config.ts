// (stub: filled by the issue 9 work that owns it)
import type { Kysely } from 'kysely';

export async function up(_db: Kysely<unknown>): Promise<void> {}
