// A module's web part, found by folder: the real modules are all registered (modules/web.ts), and
// a module's page brings its own strings when it first opens (not with the login page), in the
// current language, and again after a language switch.
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MODULES } from '../../../modules';
import { WEB_MODULES } from '../../../modules/web';
import { mergeModuleRoutes } from '../../../src/app/routes/registry';
import { i18n, setLanguage } from '../../../src/i18n';
import { moduleRoutesOf, pageRegistry } from '../../../src/pages';
import notesWeb from '../../fixtures/notes/web';
import { renderShell } from '../../kit/web/harness';
import { moduleNode, pageNode } from '../../kit/web/fixtures';

afterEach(async () => {
  cleanup();
  await setLanguage('zh_CN');
});

describe('modules on the web', () => {
  it('every module with a web folder is registered, its pages in the page registry', () => {
    const codes = WEB_MODULES.map((m) => m.code);
    for (const code of codes) expect(MODULES.map((m) => m.code)).toContain(code);
    expect(codes).toContain('meta');
    expect(pageRegistry.get('meta/Entity')?.module).toBe('meta');
  });

  it('a module page loads its strings with it, and in the new language after a switch', async () => {
    expect(i18n.exists('notes.board')).toBe(false);
    const registry = mergeModuleRoutes({ notes: moduleRoutesOf(notesWeb) });
    const tree = [moduleNode('mod.notes', '便签', [pageNode('notes.Board', 'notes/Board', '便签看板')])];
    renderShell(tree, 'notes/Board', undefined, registry);
    expect(await screen.findByRole('heading', { name: '便签看板' })).toBeTruthy();
    await act(() => setLanguage('en_US'));
    expect(await screen.findByRole('heading', { name: 'Note board' })).toBeTruthy();
  });
});
