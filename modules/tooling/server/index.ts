// The server part of 工装刀具: tool.Cutter and tool.Fixture (the files' record calls and the tool
// operations), the files' rules on the generic writes, the cutters' life counted down by the output
// reported on their machines, and the demo tool room.
import { defineServerModule } from '../../../server/modules/types';
import { implementDocument } from '../../../server/records/document-service';
import type { CallContext } from '../../../server/rpc/registry';
import { type InstallArg, type ToolIdArg, toolCutter, toolFixture, type UninstallArg } from '../contracts';
import { check, checkPaper } from './checks';
import { fileHooks } from './file-hooks';
import { lifeHooks } from './life';
import type { Kind } from './tool-rows';
import { seedToolingDemo } from './seed';
import { dress, install, operate, scrap, transact, uninstall } from './tools';

/** install, uninstall and scrap of either kind */
const mounting = (kind: Kind) => ({
  install: (ctx: CallContext, [a]: [InstallArg]) => operate(ctx, kind, (x) => install(x, kind, a)),
  uninstall: (ctx: CallContext, [a]: [UninstallArg]) => operate(ctx, kind, (x) => uninstall(x, kind, a)),
  scrap: (ctx: CallContext, [a]: [ToolIdArg]) => operate(ctx, kind, (x) => scrap(x, kind, a)),
});

const cutterService = implementDocument(toolCutter, {
  ...mounting('Cutter'),
  dress: (ctx, [a]) => operate(ctx, 'Cutter', (x) => dress(x, a)),
});

const fixtureService = implementDocument(toolFixture, {
  ...mounting('Fixture'),
  checkPaper: (ctx, [a]) => transact(ctx, 'Fixture', (x) => checkPaper(x, a)),
  check: (ctx, [a]) => operate(ctx, 'Fixture', (x, w) => check(x, w, a), 'FixtureCheckResult'),
});

export default defineServerModule({
  services: [cutterService, fixtureService],
  hooks: [...fileHooks, ...lifeHooks],
  seed: seedToolingDemo,
});
