// A declared call-backed list rendered as a page of the shell at /demo/things, for a role holding
// the given function codes; any other page it opens shows its address (testid `where`).
import { render } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PermissionContext } from '../../../src/engine/PermissionContext';
import '../../../src/i18n';
import { ServiceListPage } from '../../../src/templates/service-list/ServiceListPage';
import type { ServiceListDef } from '../../../src/templates/service-list/types';

function Where() {
  const at = useLocation();
  return <div data-testid="where">{at.pathname + at.search}</div>;
}

export function showList<Row>(def: ServiceListDef<Row, Record<string, unknown>>, granted: string[] = []) {
  const permissions = Object.fromEntries(granted.map((g) => [g, true as const]));
  return render(
    <App>
      <PermissionContext.Provider value={permissions}>
        <MemoryRouter initialEntries={['/demo/things']}>
          <Routes>
            <Route path="/:tenant/things" element={<ServiceListPage def={def} />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </PermissionContext.Provider>
    </App>,
  );
}
