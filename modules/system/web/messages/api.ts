// The inbox's client (portal.Message): only types come from the contracts.
import { client } from '../../../../src/api/services';
import type { portalMessage } from '../../../../schemas/rpc/portal';

export const MessageApi = client<typeof portalMessage>('portal.Message');
export const SEND_FUNCTION = 'system.message.send';
export const DELETE_FUNCTION = 'system.message.delete';
export { formatTime } from '../../../../src/templates/shared/formatTime';
