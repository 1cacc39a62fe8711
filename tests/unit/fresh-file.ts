// The `unit` project runs its files without isolation (vitest.config.ts): one worker keeps its
// module graph and its jsdom from one file to the next, which saves the seconds of loading antd,
// Formily and every module's declarations again for each file. What a file could leave behind is
// put back here, before each file, to what a freshly opened page has: nothing rendered, empty
// storage, no session, the default language, real timers, no spies, and no cached answers.
import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import { forgetReloginReason, setNavigator } from '../../src/app/navigation';
import { sessionStore } from '../../src/app/session/sessionStore';
import { resetNotices } from '../../src/api/notify';
import { i18n } from '../../src/i18n';
import { clearPageModelCache } from '../../src/templates/shared/pageModelCache';
import { forgetFormDesign } from '../../src/templates/detail/useFormDesign';
import { clearDrafts } from '../../src/templates/detail/draftStore';
import { stopPrewarm } from '../../src/templates/list/prewarm';
import { clearDictCache } from '../../renderers/fields/shared/dictCache';
import { clearReferenceCache } from '../../renderers/fields/shared/referenceCache';

// files that say `@vitest-environment node` have no DOM
if (typeof document !== 'undefined') {
  cleanup();
  document.body.innerHTML = '';
  document.documentElement.lang = 'zh-CN';
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  sessionStore.reload();
  forgetReloginReason();
  setNavigator((path) => window.location.assign(path));
}
resetNotices();
clearPageModelCache();
forgetFormDesign();
clearDrafts();
stopPrewarm();
clearDictCache();
clearReferenceCache();
vi.useRealTimers();
vi.restoreAllMocks();
vi.unstubAllGlobals();
if (i18n.language !== 'zh_CN') await i18n.changeLanguage('zh_CN');
