// The tables of 数据治理's part market beyond entities (joined by datagov/migrations/index.ts).
import * as m038 from './038-datagov-market';

export default { '038-datagov-market': m038 };
