// The built-in `convert` action ("create from": 生成到货单 on an order …). It asks the declared call
// for a draft of the target document made from the open record — [{<arg>: sourceId,
// handleBillId: null}], e.g. [{orderId: 7, handleBillId: null}]; the server answers an unsaved
// record with what remains of the source's lines, or refuses (409: nothing remains, wrong status)
// — then opens the target list's detail page on a new record pre-filled with it (draftStore).
// Nothing is saved here: the user checks the draft and saves it, which creates it as usual.
// handleBillId names a target being re-edited (its own quantities left out of "what remains"); a
// new draft has none.
import type { RecordValue } from '../../../schemas/rpc/datax';
import { errorMessage, RpcError } from '../../api/errors';
import { rpc } from '../../api/rpc';
import { putDraft, withDraft } from '../detail/draftStore';
import { detailHref, detailQueryOf } from '../shared/detailQuery';
import { parseServicePath } from '../list/dataSources';
import { actionLabel } from './ActionButtons';
import type { ActionContext, ActionHandler } from './registry';

const TEXTS = {
  noPage: ['没有可打开的目标页面（{page}），请联系管理员分配权限。', 'You have no access to the page of the new document ({page}).'],
  noRecord: ['请先保存单据。', 'Save the document first.'],
  drafted: ['已生成草稿，请核对后保存。', 'A draft was made: check it and save it.'],
} as const;

const say = (ctx: ActionContext, key: keyof typeof TEXTS, page = '') => TEXTS[key][ctx.language === 'en_US' ? 1 : 0].replace('{page}', page);

const convert: ActionHandler = async (ctx) => {
  const { action, records } = ctx;
  const call = action.call ? parseServicePath(action.call) : null;
  if (!call || !action.arg || !action.target) throw new Error(`action ${action.code}: a convert action names its call (/service.Name/method), arg and target`);
  const source = records[0];
  const sourceId = Number(source?.id);
  if (!Number.isSafeInteger(sourceId) || sourceId <= 0) throw new Error(say(ctx, 'noRecord'));
  const page = ctx.listPage(action.target);
  if (!page) throw new Error(say(ctx, 'noPage', action.target));

  let draft: RecordValue;
  try {
    draft = await rpc<RecordValue>(call.service, call.method, [{ [action.arg]: sourceId, handleBillId: null }], { ignoreError: true });
  } catch (error) {
    // the server's reason (来源单据「CG…」已没有剩余数量), said with the button that was pressed
    if (error instanceof RpcError && error.msg) throw new RpcError(error.code, `${actionLabel(action)}：${error.msg}`, error.body);
    throw new Error(`${actionLabel(action)}：${errorMessage(error, '')}`);
  }

  const from = [ctx.listPage(ctx.pageUrl)?.title, typeof source.code === 'string' ? source.code : null].filter(Boolean).join(' ');
  const token = putDraft(page.lowcode.params.entityCode, draft as unknown as Record<string, unknown>, from || undefined);
  ctx.open(withDraft(detailHref(detailQueryOf(page.lowcode, page.title)), token));
  return say(ctx, 'drafted');
};

export default convert;
