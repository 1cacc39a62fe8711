// The web part of 财务管理: the read-only views of its documents (查看单据, the flow task screen),
// declared with their page stacks. Its pages are the generic templates.
import { stackReceiptViews } from '../../../schemas/documents/stack';
import { defineWebModule } from '../../../src/app/modules/defineWebModule';
import { financeStacks } from '../pages';

export default defineWebModule({ code: 'finance', receiptViews: stackReceiptViews(financeStacks) });
