// The server side of 系统管理.
import { defineServerModule } from '../../../server/modules/types';

export default defineServerModule({ services: [] });
