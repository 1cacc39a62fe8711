// 数据治理's tables beyond entities: sources, their sealed secrets, harvests, metadata, changes,
// DataAuth (034), the registry of statements run on sources (035), then its parts' own.
import etl from '../etl/migrations';
import indicator from '../indicator/migrations';
import lineage from '../lineage/migrations';
import market from '../market/migrations';
import quality from '../quality/migrations';
import * as m034 from './034-datagov';
import * as m035 from './035-datagov-statements';

export default { '034-datagov': m034, '035-datagov-statements': m035, ...lineage, ...quality, ...market, ...etl, ...indicator };
