// The project module's refusals, in both languages ({name} placeholders): the server says them,
// the plan's rules (plan-rules.ts) say them in the browser before a save too.
export type Lang = 'zh_CN' | 'en_US';

const M = {
  projectEndBeforeStart: ['项目结束日期不能早于开始日期', 'The project cannot end before it starts'],
  codeInUse: ['项目「{code}」已有单据使用，编码不能修改', 'Project {code} is on documents: its code cannot change'],
  removeInUse: ['项目「{code}」已有单据使用，不能删除，可改为已关闭', 'Project {code} is on documents: it cannot be removed (close it instead)'],
  taskKeyTwice: ['计划中任务编号「{key}」重复', 'Task key {key} is in the plan twice'],
  taskEndBeforeStart: ['任务「{name}」的结束日期不能早于开始日期', 'Task "{name}" cannot end before it starts'],
  taskOutsideProject: ['任务「{name}」的日期须在项目期间（{start} 至 {end}）内', 'Task "{name}" must lie within the project ({start} to {end})'],
  unknownDependency: ['任务「{name}」的前置任务「{key}」不存在', 'Task "{name}" depends on {key}, which is not in the plan'],
  selfDependency: ['任务「{name}」不能依赖自己', 'Task "{name}" cannot depend on itself'],
  startsBeforeDependency: ['任务「{name}」不能早于前置任务「{dep}」的结束日期（{end}）开始', 'Task "{name}" cannot start before "{dep}" ends ({end})'],
  dependencyCycle: ['任务依赖存在循环：{path}', 'The task dependencies form a cycle: {path}'],
  unknownParent: ['任务「{name}」的上级任务「{key}」不存在', 'Task "{name}" has parent {key}, which is not in the plan'],
  parentNotGroup: ['任务「{name}」的上级「{parent}」不是阶段', 'Task "{name}": its parent "{parent}" is not a phase'],
  parentCycle: ['任务「{name}」的上下级关系存在循环', 'Task "{name}" is its own ancestor'],
  planClosed: ['项目「{code}」已关闭，计划不能修改', 'Project {code} is closed: its plan cannot change'],
  outcomeTooEarly: ['开标后才能登记投标结果', 'An outcome is recorded only once the bids are opened'],
  stageTwice: ['投标阶段「{stage}」登记了两次', 'Stage {stage} is recorded twice'],
  stagesOutOfOrder: ['投标阶段「{stage}」的日期不能早于前一阶段', 'Stage {stage} cannot be dated before the stage before it'],
  bidNotWon: ['只有中标的投标才能生成项目', 'Only a won bid makes a project'],
  bidHasProject: ['投标「{code}」已关联项目「{project}」', 'Bid {code} already has project {project}'],
} as const satisfies Record<string, readonly [string, string]>;
export type MessageKey = keyof typeof M;

export function pm(lang: Lang, key: MessageKey, vars: Record<string, string | number> = {}): string {
  const [zh, en] = M[key];
  return (lang === 'en_US' ? en : zh).replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? `{${k}}`));
}
