// antd 5 on React 19: the compatibility patch must load before antd renders anything.
import '@ant-design/v5-patch-for-react-19';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n';
import { App } from './app/App';
import { rememberBuild } from './app/brand';
import { provideWebModules } from './app/modules/registry';

// The app's composition point: the only place that knows the modules. Their list loads with the
// shell, after login (the login page carries no module code); their pages are merged then, and a
// path registered twice throws before the shell renders.
provideWebModules(() => import('../modules/web').then((m) => m.WEB_MODULES));
rememberBuild();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
