// The typed clients of search.Search and search.Library (types only from the contracts: zod stays out of the bundle).
import { client } from '../../../src/api/services';
import type { libraryService, searchService } from '../contracts';

export const SearchApi = client<typeof searchService>('search.Search');
export const LibraryApi = client<typeof libraryService>('search.Library');

/** Our own failure display on the page: no global notice. */
export const quiet = { ignoreError: true } as const;
