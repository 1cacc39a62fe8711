// The web part of 采购管理: the read-only views of its documents (查看单据, the flow task screen),
// declared with their page stacks. Its pages are the generic templates.
import { stackReceiptViews } from '../../../schemas/documents/stack';
import { defineWebModule } from '../../../src/app/modules/defineWebModule';
import { purchaseStacks } from '../pages';

export default defineWebModule({ code: 'purchase', receiptViews: stackReceiptViews(purchaseStacks) });
