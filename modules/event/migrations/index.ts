// The events module's schema changes beyond its entity tables (evaluation state, event messages).
import * as m033 from './033-event';

export default { '033-event': m033 };
