// Cards pinned on home in Chromium, on the demo as it starts: the admin finds three indicator cards,
// pins 订单数 from 添加指标卡片 and sees its stored value, moves it up by keyboard and a card by drag
// and drop (the order is the server's: it survives a reload), sees the same cards on 我的大屏, and
// removes it after confirming.
import { expect, test } from '../../../../tests/e2e/fixtures';
import { apiLogin, login } from '../../../../tests/e2e/journey-kit';

test('admin pins an indicator on home, sees its value, reorders and removes it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const call = await apiLogin(request);
  const orders = (await call('datagov.Indicator', 'summaryPage', [{ text: 'ORDER-COUNT' }])).itemList[0];
  expect(orders.latest?.value).toBeTruthy();

  await login(page);
  const pins = page.getByTestId('home-pins');
  const cards = pins.getByTestId('pin-card');
  const order = () => cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-code')));
  await expect(cards).toHaveCount(3);
  expect(await order()).toEqual(['SALES-AMOUNT', 'LINE-OUTPUT', 'SCRAP-RATE']);

  await pins.getByRole('button', { name: '添加指标卡片' }).click();
  const picker = page.getByTestId('pin-picker');
  await picker.getByTestId('pin-search').fill('订单');
  await expect(picker.getByTestId('pin-choice')).toHaveCount(1);
  await picker.getByTestId('pin-choose-ORDER-COUNT').click();
  await expect(picker.getByTestId('pin-choose-ORDER-COUNT')).toHaveText('已添加');
  await page.getByRole('button', { name: /关\s*闭/ }).click();
  // the closed dialog gives the focus back to 添加指标卡片 first
  await expect(picker).toBeHidden();
  await expect(page.locator('.ant-modal-wrap')).toBeHidden();

  const added = pins.locator('[data-testid="pin-card"][data-code="ORDER-COUNT"]');
  await expect(added).toContainText('订单数');
  await expect(added.getByTestId('pin-value')).toHaveText(Number(orders.latest.value).toLocaleString('en-US'));
  await expect(added).toContainText('单');
  expect(await order()).toEqual(['SALES-AMOUNT', 'LINE-OUTPUT', 'SCRAP-RATE', 'ORDER-COUNT']);

  // up by keyboard, twice: the focus stays on the moved card's button
  let stored = 0;
  page.on('response', (r) => r.url().endsWith('/workbench.Pins/reorder') && r.ok() && stored++);
  const up = added.getByRole('button', { name: '上移' });
  await up.focus();
  await expect(up).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(order).toEqual(['SALES-AMOUNT', 'LINE-OUTPUT', 'ORDER-COUNT', 'SCRAP-RATE']);
  await page.keyboard.press('Enter');
  await expect.poll(order).toEqual(['SALES-AMOUNT', 'ORDER-COUNT', 'LINE-OUTPUT', 'SCRAP-RATE']);
  // the moves are stored one after the other: the reload waits for the second's answer
  await expect.poll(() => stored).toBe(2);
  await page.reload();
  await expect(cards).toHaveCount(4);
  expect(await order()).toEqual(['SALES-AMOUNT', 'ORDER-COUNT', 'LINE-OUTPUT', 'SCRAP-RATE']);

  // by drag and drop: the last card dropped on the first takes its place, and keeps it after a reload
  // (all four cards in view: a page scrolled in the middle of a drag loses the drop)
  await page.setViewportSize({ width: 1280, height: 1100 });
  const slot = (code: string) => pins.locator('[data-pin-id]').filter({ has: page.locator(`[data-testid="pin-card"][data-code="${code}"]`) });
  await slot('SCRAP-RATE').dragTo(slot('SALES-AMOUNT'));
  await expect.poll(order).toEqual(['SCRAP-RATE', 'SALES-AMOUNT', 'ORDER-COUNT', 'LINE-OUTPUT']);
  await page.reload();
  await expect(cards).toHaveCount(4);
  expect(await order()).toEqual(['SCRAP-RATE', 'SALES-AMOUNT', 'ORDER-COUNT', 'LINE-OUTPUT']);
  // and back to the end, dropped on the last, once the page has settled (home's other cards load beside)
  await page.waitForLoadState('networkidle');
  await slot('SCRAP-RATE').dragTo(slot('LINE-OUTPUT'));
  await expect.poll(order).toEqual(['SALES-AMOUNT', 'ORDER-COUNT', 'LINE-OUTPUT', 'SCRAP-RATE']);

  // 我的大屏: the same cards on the big screen
  await page.goto('/demo/app/Display');
  const screen = page.locator('[data-testid="display-screen"][data-screen="workbench.MyScreen"]');
  await expect(screen).toContainText('我的大屏');
  await expect(screen.getByTestId('pin-card')).toHaveCount(4);

  await page.goto('/demo/home');
  await pins.locator('[data-testid="pin-card"][data-code="ORDER-COUNT"]').getByTestId('pin-remove').click();
  await expect(page.getByText('从首页移除这张卡片吗？')).toBeVisible();
  await page.locator('.ant-popconfirm').getByRole('button', { name: /移\s*除/ }).click();
  await expect(cards).toHaveCount(3);
  expect(await order()).toEqual(['SALES-AMOUNT', 'LINE-OUTPUT', 'SCRAP-RATE']);
});
