// What the workshop logistics calls say when they refuse, in both languages.
export const MESSAGES = {
  noRequest: ['{{what}}不存在：{{id}}', '{{what}} not found: {{id}}'],
  notSaved: ['{{code}}当前为{{state}}，不能修改或删除', '{{code}} is {{state}}: it can no longer be changed or deleted'],
  cannotCall: ['{{code}}当前为{{state}}，不能再叫料', '{{code}} is {{state}}: it cannot be called again'],
  cannotArrive: ['{{code}}当前为{{state}}，仓库全部出库后才能确认到线', '{{code}} is {{state}}: its arrival can be confirmed once the warehouse has issued all of it'],
  cannotCancel: ['{{code}}当前为{{state}}，不能取消', '{{code}} is {{state}}: it cannot be cancelled'],
  applyMoved: ['{{code}}的出库申请{{apply}}已提交仓库处理，请仓库撤回后再取消', 'The delivery apply {{apply}} of {{code}} is with the warehouse: it must be withdrawn there before {{code}} is cancelled'],
  orderNotRunning: ['工单{{order}}{{state}}，不能叫料（仅已下达未完工的工单）', 'Work order {{order}} is {{state}}: only released, unfinished orders call material'],
  noOperation: ['工单{{order}}没有该工序', 'Work order {{order}} has no such operation'],
  notInBom: ['物料{{material}}不在工单{{order}}工序{{process}}的用料中', 'Material {{material}} is not used at operation {{process}} of work order {{order}}'],
  minAboveMax: ['最低库存不能大于最高库存', 'The minimum cannot be above the maximum'],
  notLineSide: ['发料仓库不能是线边库位{{position}}所在的仓库', 'The issuing warehouse cannot be the warehouse of line-side position {{position}}'],
  noRule: ['产线{{line}}没有物料{{material}}的拉动规则，不能叫料，请先维护拉动规则', 'Line {{line}} has no pull rule for {{material}}: add one before calling material'],
  notNeeded: ['工单{{order}}的该工序不使用物料{{material}}', 'Material {{material}} is not used at this operation of work order {{order}}'],
  nothingChosen: ['请选择记录', 'Choose records first'],
  done: ['已{{action}}{{n}}条', '{{action}}: {{n}}'],
  checked: ['已生成{{n}}条物料拉动', '{{n}} material pull(s) created'],
} as const satisfies Record<string, readonly [string, string]>;

export type PullMessage = keyof typeof MESSAGES;

export function pm(lang: string, key: PullMessage, vars: Record<string, string | number> = {}): string {
  const text: string = MESSAGES[key][lang === 'en_US' ? 1 : 0];
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ''));
}
