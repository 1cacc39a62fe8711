// 追溯 (traceability): the documents a receipt was made from and made into, as a graph
// (meta.ReceiptPath/gainReceiptRoutes, served by server/services). Web part only.
import { defineModule } from '../../schemas/modules/define';
import { traceMenu } from './menus';

export default defineModule({
  code: 'trace',
  menus: { Web: [{ ...traceMenu, after: 'mod.equipment' }] },
});
