// The server side of master data: demo records (no calls of its own: the generic record calls
// serve its pages).
import { defineServerModule } from '../../server/modules/types';
import { seedAcmeData, seedMasterData } from './seed';

export default defineServerModule({
  async seed({ db, tenant, organId, creator }) {
    if (tenant.code === 'demo') await seedMasterData(db, tenant.id, organId, creator);
    if (tenant.code === 'acme') await seedAcmeData(db, tenant.id, organId);
  },
});
