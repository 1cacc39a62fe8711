// The server side of 项目管理: the plan's calls, the project's documents and sums, a won bid made
// into its project, the hooks keeping the project dictionary and the bids' stages, and the demo.
import { defineServerModule, implement } from '../../../server/modules/types';
import { projectBid, projectDocs, projectPlan } from '../contracts';
import { bidHooks } from './bid-hooks';
import { createProjectFromBid } from './create-project';
import { seedProjectDemo } from './demo';
import { dictionaryHooks } from './dictionary';
import { projectDocuments } from './documents';
import { loadPlan, savePlan } from './plan';

const todayIso = () => new Date().toISOString().slice(0, 10);

export default defineServerModule({
  seed: seedProjectDemo,
  hooks: [...dictionaryHooks, ...bidHooks],
  services: [
    implement(projectPlan, {
      load: (ctx, [pick]) => loadPlan(ctx, pick.projectId),
      save: (ctx, [plan]) => savePlan(ctx, plan),
    }),
    implement(projectDocs, {
      documents: (ctx, [pick]) => projectDocuments(ctx, pick.projectId),
    }),
    implement(projectBid, {
      createProject: (ctx, [pick]) => createProjectFromBid(ctx, pick.ids[0], todayIso()),
    }),
  ],
});
