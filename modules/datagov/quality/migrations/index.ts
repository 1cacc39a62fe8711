// The tables of 数据治理's part quality beyond entities (joined by datagov/migrations/index.ts).
import * as m037 from './037-datagov-quality';

export default { '037-datagov-quality': m037 };
