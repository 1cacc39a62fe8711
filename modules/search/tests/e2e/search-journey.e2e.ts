// The search journey in Chromium: the admin uploads a PDF on 文档上传 and saves it to the library;
// on 全文检索 a word that stands only inside the PDF finds the document through its attachment,
// marked in the snippet, and opens its page. 孙丽, a line lead who sees her own line's records only
// (data scope 本部门, 一号产线), searches the same word and finds nothing: the document belongs to
// the admin's 生产部.
import crypto from 'node:crypto';
import { openPdf } from '../../../../server/print/pdf';
import { FONT } from '../../../../server/print/page-writer';
import { expect, type Page, test } from '../../../../tests/e2e/fixtures';
import { login, openMenuPage, separatePage } from '../../../../tests/e2e/journey-kit';

async function pdfWith(lines: string[]): Promise<Buffer> {
  const { pdf, done } = openPdf({ title: lines[0], author: 'journey' });
  pdf.addPage({ size: 'A4', margin: 56 });
  for (const l of lines) pdf.font(FONT.regular).fontSize(12).text(l);
  pdf.end();
  return done;
}

async function search(page: Page, words: string) {
  const box = page.getByTestId('search-input');
  await box.fill(words);
  await box.press('Enter');
}

test('a word inside an uploaded PDF finds its document; a user whose scope excludes it does not', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now().toString(36)}${crypto.randomBytes(2).toString('hex')}`;
  const word = `锆陶瓷柱塞${stamp}`;
  const title = `柱塞泵选型说明${stamp}`;

  // -- 文档上传: the PDF into the library
  await login(page);
  await openMenuPage(page, '文档检索', '文档上传', /search\/DocUpload/);
  await page
    .getByTestId('search-upload-page')
    .locator('input[type=file]')
    .setInputFiles({ name: `${title}.pdf`, mimeType: 'application/pdf', buffer: await pdfWith(['柱塞泵选型说明', `高压工况推荐选用${word}，寿命约为不锈钢柱塞的三倍。`]) });
  const save = page.getByTestId('search-upload-save');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('已保存 1 个文档')).toBeVisible();

  // -- 全文检索: the word finds it through the attachment (indexed in the background: search again until it is)
  await openMenuPage(page, '文档检索', '全文检索', /search\/Search/);
  const hit = page.getByTestId('search-hit').filter({ hasText: `${title}.pdf` });
  await expect(async () => {
    await search(page, word);
    await expect(hit).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  await expect(hit.locator('mark')).toHaveText(word);
  await expect(hit).toContainText('附件');
  await hit.getByTestId('search-hit-title').click();
  await expect(page).toHaveURL(/search\/DocDetail/);
  await expect(page.getByText(title).first()).toBeVisible();

  // -- 孙丽 (一号产线, her department's records only) searches the same word: nothing
  const other = await separatePage(browser, { baseURL: new URL(page.url()).origin });
  await login(other.page, 'sunli');
  await other.page.goto('/demo/search/Search');
  await search(other.page, word);
  await expect(other.page.getByTestId('search-total')).toHaveText('共 0 条结果');
  await expect(other.page.getByText('没有找到匹配的结果')).toBeVisible();
  // a word of her own line's manual she does find
  await search(other.page, '数控车床操作规程');
  await expect(other.page.getByTestId('search-hit').first()).toBeVisible();
  expect(other.errors).toEqual([]);
  await other.context.close();
});
