// 批量生成 (a row action of 编码规则): opens the generation dialog for the row's rule and, when it
// closes, says how many codes were made (the list reloads after, as after every action).
import type { ActionHandler } from '../../../../src/templates/actions/registry';
import { i18n } from '../../../../src/i18n';

const generate: ActionHandler = async ({ records }) => {
  const row = records[0];
  const { openGenerateDialog } = await import('./GenerateDialog');
  const made = await openGenerateDialog({ id: Number(row.id), code: String(row.code ?? ''), name: String(row.name ?? '') });
  return made ? i18n.t('identity.generate.done', { count: made }) : i18n.t('identity.generate.none');
};

export default generate;
