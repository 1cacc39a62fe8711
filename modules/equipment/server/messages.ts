// The equipment module's refusals, in both languages ({name} placeholders).
import type { Lang } from '../../../server/i18n';

const M = {
  limitsReversed: ['点检项目「{item}」的下限不能大于上限', 'Check item "{item}": the lower limit is above the upper limit'],
  standardOutside: ['点检项目「{item}」的标准值不在上下限之间', 'Check item "{item}": the standard value is outside its limits'],
  numericNeedsLimit: ['数值型点检项目「{item}」至少需要上限或下限', 'Numeric check item "{item}" needs a lower or an upper limit'],
  readingMissing: ['点检项目「{item}」未填写，不能提交', 'Check item "{item}" has no reading: the task cannot be committed'],
  scrapped: ['设备{equipment}已报废', 'Equipment {equipment} is scrapped'],
  faultMachineFixed: ['故障单的设备不能修改', 'The equipment of a fault report cannot be changed'],
  repairEndMissing: ['维修完工需要停机结束时间和维修结果', 'A completed repair needs its downtime end and its result'],
  repairEndBeforeStart: ['停机结束时间不能早于停机开始时间', 'The downtime cannot end before it starts'],
  repairOtherMachine: ['维修单的设备与故障单的设备不一致', 'The repair names another machine than its fault'],
  transferNeedsUnit: ['资产调拨需要填写调入工序单元（设备{equipment}）', 'An asset transfer needs the process unit it goes to (equipment {equipment})'],
  extendNeedsMonths: ['延长寿命需要填写延长月数（设备{equipment}）', 'Extending life needs the months added (equipment {equipment})'],
  machineTwice: ['设备{equipment}在单据中出现了两次', 'Equipment {equipment} is on the record twice'],
  notSpecial: ['设备{equipment}没有特种设备注册代码，无需年检', 'Equipment {equipment} has no special-equipment registration code: it needs no annual inspection'],
  inspectionIncomplete: ['年检完成需要检验日期和检验结论', 'A completed inspection needs its inspection date and result'],
  certificateMissing: ['检验合格需要填写检验证书编号', 'A passed inspection needs its certificate number'],
  nextDueNotAfter: ['下次检验日期必须晚于检验日期', 'The next due date must be after the inspection date'],
  hazardCloseNeeds: ['关闭隐患需要填写整改措施并上传整改证据', 'Closing a hazard needs the measure taken and evidence attached'],
  releaseBeforeTrapped: ['解救时间不能早于被困时间', 'The release cannot come before the entrapment'],
  releaseMissing: ['困人事件需要解救时间才能审核', 'An entrapment is audited only with its release time'],
} as const satisfies Record<string, readonly [string, string]>;

export function em(lang: Lang, key: keyof typeof M, vars: Record<string, string | number> = {}): string {
  const [zh, en] = M[key];
  return (lang === 'en_US' ? en : zh).replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? `{${k}}`));
}
