// The tables of 数据治理's part lineage beyond entities (joined by datagov/migrations/index.ts).
import * as m036 from './036-datagov-lineage';

export default { '036-datagov-lineage': m036 };
