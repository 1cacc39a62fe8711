import { useContext, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { lazyTemplate } from '../../../src/app/routes/lazyPages';
import { PageRouteContext, usePageRoute } from '../../../src/app/routes/PageMetaContext';
import { PermissionContext } from '../../../src/engine/PermissionContext';
import { NoRecordPrompt } from '../../../src/templates/shared/NoRecordPrompt';
import { appDataPermissions, appDataRoute, readAppDataQuery } from './appDataRoute';

/**
 * meta/AppDataDetail (应用数据详情): the records of `?entityCode=X` through the DataList and
 * DataDetail templates, given the low-code route and record permissions they expect. Without an
 * entity in the address it points to the list whose 查看数据 opens it.
 */
export default function AppDataPage() {
  const route = usePageRoute();
  const [search] = useSearchParams();
  const query = readAppDataQuery(search);
  const permissions = useContext(PermissionContext);
  const granted = useMemo(() => appDataPermissions(permissions), [permissions]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is read anew from the address on every render: its fields, not the object, say when the route changes
  const inner = useMemo(() => (route && query.entityCode ? appDataRoute(route, query) : null), [route, query.entityCode, query.title, query.detail, query.listUrl]);

  // no entity in the address: the entity list (实体管理) to choose one from
  if (!inner) return <NoRecordPrompt />;
  const Template = lazyTemplate(query.detail ? 'DataDetail' : 'DataList');
  return (
    <PageRouteContext.Provider value={inner}>
      <PermissionContext.Provider value={granted}>
        <Template key={`${query.entityCode}:${query.detail}`} />
      </PermissionContext.Provider>
    </PageRouteContext.Provider>
  );
}
