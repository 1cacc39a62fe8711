// The database handle the demos write through: untyped, because the entity tables the demos fill
// are declared at run time (entity definitions), not in the static database type.
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: entity tables are not in the static DB type
export type AnyDb = Kysely<any>;
