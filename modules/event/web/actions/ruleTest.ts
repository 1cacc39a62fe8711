// 规则测试 on a rule's detail: the dialog (RuleTestDialog.tsx); it changes nothing.
import { i18n } from '../../../../src/i18n';
import type { ActionHandler } from '../../../../src/templates/actions/registry';

const ruleTest: ActionHandler = async ({ records }) => {
  const row = records[0];
  if (!row?.id) return i18n.t('event.test.saveFirst');
  const { openRuleTest } = await import('../RuleTestDialog');
  await openRuleTest({ id: Number(row.id), code: String(row.code ?? '') });
  return i18n.t('event.test.closed');
};

export default ruleTest;
