// The web part of 采购管理: the read-only views of its documents (查看单据, the flow task screen).
// Its pages are the generic templates.
import { defineWebModule } from '../../../src/app/modules/defineWebModule';
import receiptViews from '../receipt-views';

export default defineWebModule({ code: 'purchase', receiptViews });
