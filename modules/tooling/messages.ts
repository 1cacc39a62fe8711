// The tool refusals and notices, in Chinese for the tool room and in English: one key each, so a
// handler names the refusal and a test asserts the exact text.
import type { Lang } from '../../server/i18n';

export const TOOL_MESSAGES = {
  cutterNotFound: ['刀具不存在：{code}', 'Cutter not found: {code}'],
  cutterScrapped: ['刀具已报废：{code}', 'Cutter is scrapped: {code}'],
  cutterInProduction: ['刀具生产中，不能{action}：{code}（设备 {machine} 正在加工）', 'Cutter is in production, cannot {action}: {code} (machine {machine} is running an order)'],
  cutterNotInstalled: ['刀具未安装：{code}', 'Cutter is not installed: {code}'],
  cutterInstalled: ['刀具已安装，禁止重复安装：{code}', 'Cutter is installed, reinstalling is forbidden: {code}'],
  dressingExceeded: ['修磨次数超过允许次数：{code}（已修磨 {count} 次，允许 {max} 次）', 'Polishing count exceeds the allowed: {code} (dressed {count} times, {max} allowed)'],
  dressMounted: ['刀具安装中，请先卸刀再修磨：{code}', 'Uninstall the cutter before dressing it: {code}'],
  wornOut: ['刀具寿命已用尽，请先换刀或修磨：{code}', 'Cutter life is used up, change or dress it first: {code}'],
  wornOutReport: ['设备 {machine} 上的刀具 {code} 寿命已用尽，不能报工', 'Cutter {code} on machine {machine} has reached its life: output cannot be reported'],
  fixtureNotFound: ['工装不存在：{code}', 'Fixture not found: {code}'],
  fixtureScrapped: ['工装已报废：{code}', 'Fixture is scrapped: {code}'],
  fixtureNotInstalled: ['工装未安装：{code}', 'Fixture is not installed: {code}'],
  fixtureInstalled: ['工装已安装，禁止重复安装：{code}', 'Fixture is installed, reinstalling is forbidden: {code}'],
  fixtureInProduction: ['工装生产中，不能{action}：{code}（设备 {machine} 正在加工）', 'Fixture is in production, cannot {action}: {code} (machine {machine} is running an order)'],
  reasonRequired: ['异常卸载必须选择卸载原因', 'An abnormal uninstall needs a reason'],
  reasonNotFound: ['卸载原因不存在：{id}', 'Uninstall reason not found: {id}'],
  machineNotFound: ['设备不存在：{id}', 'Machine not found: {id}'],
  planMissing: ['工装点检计划不存在：{code}', 'No check plan for fixture {code}'],
  paperMissing: ['点检计划没有点检项目（点检单缺失）：{plan}', 'The check plan has no items (check paper missing): {plan}'],
  readingMissing: ['点检项目缺少实测值：{item}', 'No reading for check item {item}'],
  submittedTwice: ['点检结果已提交，不能重复提交：{code} {date} {shift}', 'The check result was already submitted: {code} {date} {shift}'],
  installedRemove: ['工装刀具安装中，不能删除：{code}', 'A mounted tool cannot be deleted: {code}'],
  warningTitle: ['刀具寿命预警：{code}', 'Cutter life warning: {code}'],
  warningBody: ['设备 {machine} 上的刀具 {code} 剩余寿命 {left} 件，已低于预警值 {warn} 件', 'Cutter {code} on machine {machine} has {left} pieces of life left, below its warning level of {warn}'],
  actionUninstall: ['卸载', 'uninstall'],
  actionScrap: ['报废', 'scrap'],
} as const satisfies Record<string, readonly [string, string]>;

export type ToolMessage = keyof typeof TOOL_MESSAGES;

/** The message in the caller's language with its {placeholders} filled. */
export function tm(lang: Lang, key: ToolMessage, vars: Record<string, string | number> = {}): string {
  const [zh, en] = TOOL_MESSAGES[key];
  return (lang === 'en_US' ? en : zh).replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}
