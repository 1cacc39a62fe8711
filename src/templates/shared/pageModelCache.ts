// Loads what the engine builds a page from: the entity's metadata and the page's field metadata
// (for function-controlled pages). Kept per role and language for the session, so moving between
// a list and its detail does not ask again.
import type { EntityMeta } from '../../../schemas/rpc/datax';
import type { PageDetail } from '../../../schemas/rpc/portal';
import { EntityApi, MenuAllocApi } from '../../api/services';
import { buildPageModel, type PageModel } from '../../engine/pageModel';

export interface PageModelRequest {
  entityCode: string;
  /**
   * pages whose field metadata to use, preferred first: each block (Table, Header/Form, Item) is
   * taken from the first page that lists it (a detail page may keep its form on the list page's
   * definition). Only pages the nav tree marks function-controlled have field metadata.
   */
  pages: Array<{ url: string; withPageDetail: boolean }>;
  /** url of the code override (engine/overrides.ts) */
  overrideUrl: string;
  roleId: number | null;
  language: 'zh_CN' | 'en_US';
}

const entities = new Map<string, Promise<EntityMeta>>();
const details = new Map<string, Promise<PageDetail | null>>();
/**
 * Page details are asked again after this long: an implementer's change of a role's fields or
 * buttons applies on the next page open, while a list and its detail opened together share one answer.
 */
export const PAGE_DETAIL_TTL_MS = 5_000;

function remembered<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>, ttlMs?: number): Promise<T> {
  let promise = cache.get(key);
  if (!promise) {
    promise = load();
    cache.set(key, promise);
    // a failure is not remembered: the next visit asks again
    promise.catch(() => cache.delete(key));
    if (ttlMs !== undefined) setTimeout(() => cache.get(key) === promise && cache.delete(key), ttlMs);
  }
  return promise;
}

/**
 * The page model; the page detail is optional (a page without field metadata, or whose detail the
 * server does not know, is built from the entity's attributes).
 */
export async function loadPageModel(req: PageModelRequest): Promise<PageModel> {
  const opts = { cancelPrevious: false, ignoreError: true };
  const entity = remembered(entities, `${req.language}:${req.entityCode}`, () => EntityApi.detail([req.entityCode], { cancelPrevious: false }));
  const pages = req.pages.map(({ url, withPageDetail }) =>
    withPageDetail && req.roleId != null
      ? remembered(details, `${req.language}:${req.roleId}:${url}`, () => MenuAllocApi.getPageDetailByUrl([url, req.roleId!], opts).catch(() => null), PAGE_DETAIL_TTL_MS)
      : Promise.resolve(null),
  );
  const [e, ...ds] = await Promise.all([entity, ...pages]);
  return buildPageModel(e, combinePageDetails(ds), { language: req.language, url: req.overrideUrl });
}

const BLOCK_GROUPS: ReadonlyArray<ReadonlyArray<PageDetail['fields'][number]['block']>> = [['Table'], ['Header', 'Form'], ['Item']];

/** One page detail made of the first page's fields of each block group (plates of all pages). */
export function combinePageDetails(details: ReadonlyArray<PageDetail | null>): PageDetail | null {
  const present = details.filter((d): d is PageDetail => !!d);
  if (!present.length) return null;
  const fields = BLOCK_GROUPS.flatMap((group) => {
    const owner = present.find((d) => d.fields.some((f) => group.includes(f.block)));
    return owner ? owner.fields.filter((f) => group.includes(f.block)) : [];
  });
  const plates = new Map(present.flatMap((d) => d.fieldPlates).map((p) => [p.id, p]));
  return { ...present[0], fields, fieldPlates: [...plates.values()] };
}

/** tests, and after metadata changes */
export function clearPageModelCache(): void {
  entities.clear();
  details.clear();
}
