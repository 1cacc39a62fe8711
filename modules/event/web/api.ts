// The typed clients of the event calls (types only from the contracts: zod stays out of the bundle).
import { client } from '../../../src/api/services';
import type { eventService, messageService, ruleService } from '../contracts';

export const EventApi = client<typeof eventService>('event.Event');
export const RuleApi = client<typeof ruleService>('event.Rule');
export const EventMessageApi = client<typeof messageService>('event.Message');

/** Our own failure display in the dialogs: no global notice. */
export const quiet = { ignoreError: true } as const;
