import { z } from 'zod';

/** A named position of a call's argument array. */
export type Arg = readonly [name: string, schema: z.ZodType];
type SchemasOf<P extends readonly Arg[]> = { -readonly [K in keyof P]: P[K] extends readonly [string, infer S] ? S : never };
type OutputsOf<P extends readonly Arg[]> = {
  -readonly [K in keyof P]: P[K] extends readonly [string, infer S extends z.ZodType] ? z.output<S> : never;
};

/**
 * A call's arguments are a JSON array; `args(['userCode', z.string()], ...)` builds the tuple
 * schema from named positions so that a validation message can name the bad argument.
 */
export function args<const P extends readonly Arg[]>(...pairs: P) {
  const schemas = pairs.map((p) => p[1]) as unknown as SchemasOf<P>;
  return {
    names: pairs.map((p) => p[0]),
    schema: z.tuple(schemas as unknown as [z.ZodType]) as unknown as z.ZodType<OutputsOf<P>>,
  };
}

/** Who may call: 'public' needs no login; null any logged-in user; a string a function code. */
export type Access = 'public' | null | string;

export interface CallContract<A = unknown[], R = unknown> {
  args: { names: string[]; schema: z.ZodType<A> };
  access: Access;
  /** phantom: the answer body's type, for the web client */
  readonly result?: R;
}

export function call<A, R = unknown>(a: { names: string[]; schema: z.ZodType<A> }, access: Access): CallContract<A, R> {
  return { args: a, access };
}

export const portalType = z.enum(['Web', 'App', 'Hmi'], { error: '未知门户类型。' });
export const idArg = z.coerce.number().int().positive();

export interface Paged<T> {
  total: number;
  page: number;
  pageSize: number;
  itemList: T[];
}
