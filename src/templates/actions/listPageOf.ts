// Which list page an action may open a record in: the low-code list at a url, only when the role
// holds it and its detail page (the shell's routes are the pages the role's nav tree grants).
import type { AppRoute } from '../../app/routes/types';
import { normalizePath } from '../../app/routes/registry';
import type { Language } from '../../app/session/loginInfo';
import { localName } from '../../i18n';
import type { ListPageTarget } from './registry';

export function listPageOf(routeByPath: ReadonlyMap<string, AppRoute> | null | undefined, url: string, language: Language): ListPageTarget | null {
  const route = routeByPath?.get(normalizePath(url));
  const lowcode = route?.meta.lowcode;
  if (!route || !lowcode || lowcode.kind !== 'list' || !routeByPath?.has(lowcode.detailUrl)) return null;
  return { lowcode, title: localName({ name: route.meta.title, nameIntl: route.meta.titleIntl }, language) };
}
