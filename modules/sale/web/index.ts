// The web part of 销售管理: the read-only views of its documents (查看单据, the flow task screen),
// declared with their page stacks. Its pages are the generic templates.
import { stackReceiptViews } from '../../../schemas/documents/stack';
import { defineWebModule } from '../../../src/app/modules/defineWebModule';
import { saleStacks } from '../pages';

export default defineWebModule({ code: 'sale', receiptViews: stackReceiptViews(saleStacks) });
