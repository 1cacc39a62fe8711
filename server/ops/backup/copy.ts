// PostgreSQL's COPY protocol (pg-copy-streams) between a table and a gzip'd CSV file, streamed:
// a table never sits in memory whole (file_chunk holds uploaded files, a MiB a row).
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

/** `select` of `columns` from `table`, of one tenant's rows when `where` names the tenant column and value. */
export function selectOf(client: pg.ClientBase, table: string, columns: string[], where?: { column: string; value: string }): string {
  const cols = columns.map((c) => client.escapeIdentifier(c)).join(', ');
  const filter = where ? ` where ${client.escapeIdentifier(where.column)} = ${client.escapeLiteral(where.value)}` : '';
  return `select ${cols} from ${qualified(client, table)}${filter}`;
}

/** Writes the rows of `select` to `file` (CSV, gzip): the number of rows. */
export async function copyOut(client: pg.ClientBase, select: string, file: string): Promise<number> {
  const stream = client.query(copyTo(`copy (${select}) to stdout (format csv)`));
  await pipeline(stream, zlib.createGzip({ level: 6 }), fs.createWriteStream(file));
  // the stream ends at the last row, before PostgreSQL's completion that carries the count: the
  // client runs the next statement only once the COPY is complete
  await client.query('select');
  return stream.rowCount;
}

/** Reads `file` (CSV, gzip) into `columns` of `target` (a qualified table name; a temporary table's is bare): the number of rows. */
export async function copyIn(client: pg.ClientBase, target: string, columns: string[], file: string): Promise<number> {
  const cols = columns.map((c) => client.escapeIdentifier(c)).join(', ');
  const stream = client.query(copyFrom(`copy ${target} (${cols}) from stdin (format csv)`));
  await pipeline(fs.createReadStream(file), zlib.createGunzip(), stream);
  return stream.rowCount;
}

/** Table name qualified for SQL (schema public). */
export function qualified(client: pg.ClientBase, table: string): string {
  return `public.${client.escapeIdentifier(table)}`;
}
