// The tables of 数据治理's part etl beyond entities (joined by datagov/migrations/index.ts).
import * as m039 from './039-datagov-etl';

export default { '039-datagov-etl': m039 };
