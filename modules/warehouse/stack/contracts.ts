// wms.Stack: the generic receipt calls bound to the stack document and its page (get and remove as
// the warehouse's other services name them).
import { defineDocument, GET_REMOVE } from '../../../schemas/documents/define';
import { stackPages } from './pages';

export const wmsStack = defineDocument('wms.Stack', { entity: 'WmsStack', page: stackPages.Stack.url, aliases: GET_REMOVE });
