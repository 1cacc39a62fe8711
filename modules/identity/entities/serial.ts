// The flow numbers a rule has given out, one row per rule and period (a day, month or year, or ''
// for a rule never reset). Written only by the generator (server/generate.ts), which takes the
// row's lock for its whole transaction: serials are gap-free and never given twice. No page
// shows it, so no generic call reaches it.
import { a, entity } from '../../../schemas/entities/define';

const bigint = { digits: { int: 18, scale: 0 } } as const;

export const IdentitySerial = entity({
  id: 601,
  code: 'IdentitySerial',
  name: '编码流水号',
  nameEn: 'Coding rule serial',
  module: 'identity',
  table: 'identity_serial',
  attrs: [
    a.int('rule_id', '编码规则', 'Coding rule', { ...bigint, index: true }),
    a.string('period', '周期', 'Period', { max: 8 }),
    // `{rule_id}:{period}`: one unique key (with tenant_id) for the generator's upsert
    a.string('serial_key', '流水键', 'Serial key', { max: 64, unique: true }),
    a.int('last_serial', '最后流水号', 'Last serial', bigint),
  ],
});
