// 我的卡片 reordered by drag and drop (the browser's own dragging, driven here by its events): a card
// dropped on another takes its place, shown at once and sent to the server as every card's id in
// the new order; what the server answers is what stays. A refused order shows the stored one again,
// and a drop of something that is not a card moves nothing.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RpcError } from '../../../../src/api/errors';
import { ShellContext, type ShellState } from '../../../../src/app/shell/ShellContext';
import { loadModuleStrings } from '../../../../src/i18n/modules';
import type { PinnedCard } from '../../pins';

const api = vi.hoisted(() => ({ cards: vi.fn(), kinds: vi.fn(), reorder: vi.fn(), pin: vi.fn(), unpin: vi.fn(), choices: vi.fn() }));
vi.mock('../../web/api', () => ({ PinApi: api }));

const { PinnedCards } = await import('../../web/home/PinnedCards');
const { default: workbenchWeb } = await import('../../web/index');

beforeAll(async () => {
  await loadModuleStrings(workbenchWeb);
});

const card = (id: number, code: string): PinnedCard => ({
  id, kind: 'indicator', code,
  figure: { name: code, value: '1', unit: null, target: null, ofTarget: null, period: null, periodKind: 'day', status: 'none', trend: [], url: null, note: null },
});
const stored = [card(1, 'SALES-AMOUNT'), card(2, 'LINE-OUTPUT'), card(3, 'SCRAP-RATE')];
const byId = (ids: number[]) => ids.map((id) => stored.find((c) => c.id === id)!);

beforeEach(() => {
  api.cards.mockResolvedValue(stored);
  api.kinds.mockResolvedValue([{ kind: 'indicator', name: '指标' }]);
  api.reorder.mockImplementation(async ([ids]: [number[]]) => byId(ids));
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

async function renderCards() {
  render(
    <App>
      <ShellContext.Provider value={{ open: vi.fn() } as unknown as ShellState}>
        <PinnedCards />
      </ShellContext.Provider>
    </App>,
  );
  await waitFor(() => expect(order()).toHaveLength(3));
}
const order = () => screen.queryAllByTestId('pin-card').map((c) => c.getAttribute('data-code'));
const slot = (code: string) => screen.getAllByTestId('pin-card').find((c) => c.getAttribute('data-code') === code)!.closest<HTMLElement>('[data-pin-id]')!;
/** the browser's events of a drag of `from` dropped on `onto` (the data is the browser's own) */
function dragOnto(from: HTMLElement, onto: HTMLElement) {
  const dataTransfer = { setData: vi.fn(), getData: vi.fn(), effectAllowed: '', dropEffect: '' };
  fireEvent.dragStart(from, { dataTransfer });
  fireEvent.dragEnter(onto, { dataTransfer });
  fireEvent.dragOver(onto, { dataTransfer });
  fireEvent.drop(onto, { dataTransfer });
  fireEvent.dragEnd(from, { dataTransfer });
}

describe('我的卡片 by drag and drop', () => {
  it('a card dropped on the first takes its place: shown at once, every id sent in the new order', async () => {
    let answer!: (cards: PinnedCard[]) => void;
    api.reorder.mockImplementationOnce(() => new Promise((r) => (answer = r)));
    await renderCards();
    expect(slot('SCRAP-RATE').getAttribute('draggable')).toBe('true');
    dragOnto(slot('SCRAP-RATE'), slot('SALES-AMOUNT'));
    expect(api.reorder).toHaveBeenCalledWith([[3, 1, 2]], expect.objectContaining({ ignoreError: true }));
    // before the server answers
    expect(order()).toEqual(['SCRAP-RATE', 'SALES-AMOUNT', 'LINE-OUTPUT']);
    await act(async () => answer(byId([3, 1, 2])));
    expect(order()).toEqual(['SCRAP-RATE', 'SALES-AMOUNT', 'LINE-OUTPUT']);
  });

  it('two quick drops go to the server one after the other, and a late answer to the first does not undo the second', async () => {
    let answerFirst!: (cards: PinnedCard[]) => void;
    api.reorder.mockImplementationOnce(() => new Promise((r) => (answerFirst = r)));
    await renderCards();
    dragOnto(slot('SCRAP-RATE'), slot('SALES-AMOUNT'));
    dragOnto(slot('LINE-OUTPUT'), slot('SCRAP-RATE'));
    expect(order()).toEqual(['LINE-OUTPUT', 'SCRAP-RATE', 'SALES-AMOUNT']);
    // the second waits for the first's answer: the server stores them in the order they were made
    expect(api.reorder).toHaveBeenCalledTimes(1);
    await act(async () => answerFirst(byId([3, 1, 2])));
    await waitFor(() => expect(api.reorder).toHaveBeenCalledTimes(2));
    expect(api.reorder).toHaveBeenLastCalledWith([[2, 3, 1]], expect.anything());
    await waitFor(() => expect(order()).toEqual(['LINE-OUTPUT', 'SCRAP-RATE', 'SALES-AMOUNT']));
  });

  it('dropped on a later card it goes after it; dropped on itself nothing is sent', async () => {
    await renderCards();
    dragOnto(slot('SALES-AMOUNT'), slot('LINE-OUTPUT'));
    await waitFor(() => expect(order()).toEqual(['LINE-OUTPUT', 'SALES-AMOUNT', 'SCRAP-RATE']));
    expect(api.reorder).toHaveBeenLastCalledWith([[2, 1, 3]], expect.anything());
    dragOnto(slot('SCRAP-RATE'), slot('SCRAP-RATE'));
    expect(api.reorder).toHaveBeenCalledTimes(1);
  });

  it('a drop of something that is not a card is left to the browser and moves nothing', async () => {
    await renderCards();
    const dataTransfer = { setData: vi.fn(), getData: vi.fn(), effectAllowed: '', dropEffect: '', files: [] };
    const over = fireEvent.dragOver(slot('SALES-AMOUNT'), { dataTransfer });
    // not prevented: the browser does not offer a drop here
    expect(over).toBe(true);
    fireEvent.drop(slot('SALES-AMOUNT'), { dataTransfer });
    expect(api.reorder).not.toHaveBeenCalled();
    expect(order()).toEqual(['SALES-AMOUNT', 'LINE-OUTPUT', 'SCRAP-RATE']);
  });

  it('an order the server refuses is said, and the stored order shows again', async () => {
    api.reorder.mockRejectedValueOnce(new RpcError(400, 'ids: 须按新顺序列出您的全部卡片，每张一次'));
    await renderCards();
    dragOnto(slot('LINE-OUTPUT'), slot('SALES-AMOUNT'));
    expect(await screen.findByText('ids: 须按新顺序列出您的全部卡片，每张一次')).toBeTruthy();
    await waitFor(() => expect(api.cards).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(order()).toEqual(['SALES-AMOUNT', 'LINE-OUTPUT', 'SCRAP-RATE']));
  });
});
