// The flow module's schema changes (its tables hold the interpreter's state as rows).
import * as m018 from './018-flow';

export default { '018-flow': m018 };
