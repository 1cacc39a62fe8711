// The tables of 数据治理's part etl beyond entities (joined by datagov/migrations/index.ts).
import * as m039 from './039-datagov-etl';
import * as m043 from './043-datagov-etl-runs';

export default { '039-datagov-etl': m039, '043-datagov-etl-runs': m043 };
