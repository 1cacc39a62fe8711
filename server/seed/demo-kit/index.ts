// Shared tools of the document demo data (purchase, sale and finance server/demo): everything the
// demos import, from one place. By concern: random.ts (the seeded generator: the same data on every
// fresh start), calendar.ts (the demo year), amounts.ts (decimals and quantities), master-data.ts
// (the records the documents name), documents.ts (a document in memory, its life and its computed
// figures), numbers.ts (ids and document numbers), bulk.ts (set-based writes), paths.ts (receipt
// paths), stored.ts (documents an earlier demo stored, moved on), fulfil.ts (how orders are filled),
// shipments.ts (the shipments and returns made from orders, and their writing).
export * from './amounts';
export * from './bulk';
export * from './calendar';
export * from './db';
export * from './documents';
export * from './fulfil';
export * from './master-data';
export * from './numbers';
export * from './paths';
export * from './random';
export * from './stored';
export * from './shipments';
