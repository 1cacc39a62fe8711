// ETL与调度 (etldesigner/*, etl/*): transformations and jobs in repositories, scheduled and run by a queue, monitored with logs. A part of 数据治理: its menu entries take the places of the module's planned entries by url.
import { definePart } from '../../../schemas/modules/define';

export const etlPart = definePart({
  code: 'etl',
});
