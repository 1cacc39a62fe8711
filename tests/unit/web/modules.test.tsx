// A module's web part, found by folder: the real modules are all registered (modules/web.ts), and
// a module's page brings its own strings when it first opens (not with the login page), in the
// current language, and again after a language switch.
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MODULES } from '../../../modules';
import { WEB_MODULES } from '../../../modules/web';
import { mergeModuleRoutes } from '../../../src/app/routes/registry';
import { i18n, setLanguage } from '../../../src/i18n';
import { moduleRoutesOf, pageRegistry } from '../../../src/pages';
import notesWeb from '../../fixtures/notes/web';
import { renderShell } from '../../kit/web/harness';
import { moduleNode, pageNode } from '../../kit/web/fixtures';
import { client, resetServices } from '../../kit/web/servicesMock';
import { receiptViewsOf } from '../../../renderers/receipt-details/declarations';

vi.mock('../../../src/api/services', () => import('../../kit/web/servicesMock'));

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

  it('a module declares the read-only view of its own receipt type, and a call-backed list as data', async () => {
    expect(receiptViewsOf([notesWeb])['fx-note']).toEqual({ tables: ['lines'], headFirst: ['code', 'kind', 'title'] });
    resetServices();
    client('notes.Note').pinList.mockResolvedValue({ total: 1, page: 1, pageSize: 20, itemList: [{ noteId: 7, code: 'PIN-1', title: '置顶的便签', pinnedAt: '2026-11-29T06:00:00.000Z' }] });
    const registry = mergeModuleRoutes({ notes: moduleRoutesOf(notesWeb) });
    renderShell([moduleNode('mod.notes', '便签', [pageNode('notes.PinList', 'notes/PinList', '置顶管理')])], 'notes/PinList', undefined, registry);
    expect(await screen.findByText('置顶的便签')).toBeTruthy();
    expect(screen.getByTestId('unpin-PIN-1')).toBeTruthy();
    await waitFor(() => expect(client('notes.Note').pinList).toHaveBeenCalledWith([{ page: 1, pageSize: 20 }], { ignoreError: true }));
  });
});
