// The server side of 控制图: quality.Spc (chart, schemes) and its demo inspections.
import { implement } from '../../../../server/modules/types';
import type { PartServer } from '../../../../schemas/modules/define';
import { type ParsedChartQuery, qualitySpc } from '../contracts';
import { spcChart } from './chart';
import { spcSchemes } from './schemes';
import { seedSpcDemo } from './seed';

const server: PartServer = {
  services: [implement(qualitySpc, { chart: (ctx, [q]) => spcChart(ctx, q as ParsedChartQuery), schemes: (ctx) => spcSchemes(ctx) })],
  seed: seedSpcDemo,
};
export default server;
