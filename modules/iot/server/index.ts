// The server side of 物联网: the iot.Gateway calls, the demo, the gateway's secret removed with it,
// and the collection (collectors.ts) while the server runs.
import { defineServerModule } from '../../../server/modules/types';
import { sql } from 'kysely';
import { Gateway } from '../entities/gateway';
import { Collectors } from './collectors';
import { seedIotDemo } from './demo';
import { setRunningCollectors } from './running';
import { iotGatewayImpl } from './service';

export default defineServerModule({
  seed: seedIotDemo,
  services: [iotGatewayImpl],
  hooks: [
    {
      entity: Gateway.code,
      actions: ['remove'],
      keepsRecord: true,
      async after(ctx) {
        if (ctx.id !== undefined) await sql`delete from iot_gateway_secret where tenant_id = ${ctx.writer.tenantId} and gateway_id = ${ctx.id}`.execute(ctx.trx);
      },
    },
  ],
  async start(env) {
    const c = new Collectors(env);
    await c.start();
    setRunningCollectors(c);
    return async () => {
      setRunningCollectors(null);
      await c.close();
    };
  },
});
