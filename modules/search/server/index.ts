// The server part of 文档检索: search.Search (query, owners, status, reindex) and search.Library
// (upload, importEnex), the hooks that queue every indexed entity's writes, the background indexer,
// and the demo library with the first index.
import { implement, defineServerModule } from '../../../server/modules/types';
import { libraryService, searchService } from '../contracts';
import { startIndexer } from './indexer';
import { categories, importEnex, upload } from './library';
import { indexHooks } from './queue';
import { owners, reindex, search, status } from './search';
import { seedSearch } from './seed';

export default defineServerModule({
  services: [
    implement(searchService, {
      query: (ctx, [a]) => search(ctx, a),
      owners: (ctx) => owners(ctx),
      status: (ctx) => status(ctx),
      reindex: (ctx) => reindex(ctx),
    }),
    implement(libraryService, {
      categories: (ctx) => categories(ctx),
      upload: (ctx, [a]) => upload(ctx, a),
      importEnex: (ctx, [a]) => importEnex(ctx, a),
    }),
  ],
  hooks: indexHooks(),
  seed: seedSearch,
  start: startIndexer,
});
