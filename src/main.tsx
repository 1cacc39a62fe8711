// antd 5 on React 19: the compatibility patch must load before antd renders anything.
import '@ant-design/v5-patch-for-react-19';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n';
// merges every module's page routes now: a path registered twice throws at start-up
import './pages';
import { App } from './app/App';
import { rememberBuild } from './app/brand';

rememberBuild();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
