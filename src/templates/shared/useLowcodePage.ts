// What a template knows about itself: its route's low-code info, the session, the language.
import { usePageRoute } from '../../app/routes/PageMetaContext';
import type { LowcodeRoute, RouteMeta } from '../../app/routes/types';
import { useSession } from '../../app/session/useSession';
import { currentLanguage, localName } from '../../i18n';
import { useTranslation } from 'react-i18next';

export interface LowcodePage {
  lowcode: LowcodeRoute;
  meta: RouteMeta;
  /** the page title in the current language */
  title: string;
  language: 'zh_CN' | 'en_US';
  userId: number | null;
  roleId: number | null;
  token: string | null;
}

export function useLowcodePage(): LowcodePage {
  useTranslation();
  const route = usePageRoute();
  const session = useSession();
  const lowcode = route?.meta.lowcode;
  if (!route || !lowcode) throw new Error('a low-code template was opened outside a low-code route');
  const language = currentLanguage();
  return {
    lowcode,
    meta: route.meta,
    title: localName({ name: route.meta.title, nameIntl: route.meta.titleIntl }, language),
    language,
    userId: session?.user.id ?? null,
    roleId: session?.role.id ?? null,
    token: session?.token ?? null,
  };
}
