// A module's strings come with every piece of its code the platform loads, not only with its
// pages: an action run from another module's list, a button on another module's detail, a form
// group on a detail — each loaded without any page of its module having opened — finds the
// module's strings there, in the current language. The module code itself loads no strings.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { WEB_MODULES } from '../../../modules/web';
import { defineWebModule, type WebModule } from '../../../src/app/modules/defineWebModule';
import { installWebModules } from '../../../src/app/modules/install';
import { webModules } from '../../../src/app/modules/registry';
import { i18n, setLanguage } from '../../../src/i18n';
import { actionHandler } from '../../../src/templates/actions/registry';
import { detailExtrasFor } from '../../../src/templates/detail/detailExtras';
import { loadModuleFormGroups } from '../../../src/templates/detail/moduleFormGroups';
import { isFormGroup } from '../../../renderers/groups';

/** A module whose code only reads its strings: what it saw is what the platform had loaded. */
function fixture(code: string): WebModule {
  const strings = (language: string) => async () => ({ default: { [code]: { hello: `${code} ${language}` } } });
  const Nothing = () => null;
  return defineWebModule({
    code,
    i18n: { zh_CN: strings('zh_CN'), en_US: strings('en_US') },
    actions: { [`${code}.act`]: async () => ({ default: async () => i18n.t(`${code}.hello`) }) },
    detailExtras: { [`${code}.extra`]: { on: 'any', load: async () => ({ default: Nothing }) } },
    formGroups: { [`${code}Group`]: async () => ({ default: Nothing }) },
  });
}

afterEach(async () => {
  await setLanguage('zh_CN');
});
afterAll(() => installWebModules(WEB_MODULES));

describe('a module’s strings load with any of its code', () => {
  it('an action run before any page of its module opened answers in the module’s words', async () => {
    installWebModules([...WEB_MODULES, fixture('fxaction')]);
    expect(i18n.exists('fxaction.hello')).toBe(false);
    const run = await actionHandler('fxaction.act');
    expect(await run({} as Parameters<typeof run>[0])).toBe('fxaction zh_CN');
  });

  it('a detail button of another module brings its strings with it, and after a switch in the new language', async () => {
    installWebModules([...WEB_MODULES, fixture('fxextra')]);
    const mine = webModules().find((m) => m.code === 'fxextra')!;
    const [entry] = detailExtrasFor({ receiptTypeCode: null, holdsPage: () => true }, [mine]);
    expect(i18n.exists('fxextra.hello')).toBe(false);
    await entry.extra.load();
    expect(i18n.t('fxextra.hello')).toBe('fxextra zh_CN');
    await setLanguage('en_US');
    expect(i18n.t('fxextra.hello')).toBe('fxextra en_US');
  });

  it('a form group a detail declares is registered with its module’s strings', async () => {
    installWebModules([...WEB_MODULES, fixture('fxgroup')]);
    expect(i18n.exists('fxgroup.hello')).toBe(false);
    await loadModuleFormGroups([{ component: 'fxgroupGroup', rows: [] }]);
    expect(isFormGroup('fxgroupGroup')).toBe(true);
    expect(i18n.t('fxgroup.hello')).toBe('fxgroup zh_CN');
  });
});
