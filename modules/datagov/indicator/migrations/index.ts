// The tables of 数据治理's part indicator beyond entities (joined by datagov/migrations/index.ts).
import * as m040 from './040-datagov-indicator';

export default { '040-datagov-indicator': m040 };
