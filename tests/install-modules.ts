// Every test runs the product as `npm start` does: the module list of modules/index.ts installed
// into the core's catalogue (core code never imports the modules itself).
import { MODULES } from '../modules/index';
import { installModules } from '../server/modules/catalogue';

installModules(MODULES);
