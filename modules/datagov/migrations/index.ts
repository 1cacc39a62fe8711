// 数据治理's tables beyond entities: sources, their sealed secrets, harvests, metadata, changes, DataAuth.
import * as m034 from './034-datagov';

export default { '034-datagov': m034 };
