// The tables of 数据治理's part market beyond entities (joined by datagov/migrations/index.ts).
import * as m038 from './038-datagov-market';
import * as m041 from './041-datagov-market-events';

export default { '038-datagov-market': m038, '041-datagov-market-events': m041 };
