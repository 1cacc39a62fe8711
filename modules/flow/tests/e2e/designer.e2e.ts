// The process designer (flow/job) in Chromium against the real server: the demo admin draws a
// two-level approval (a ROLE group, then an exclusive gateway on the amount to one of two fixed
// approvers), sets the category and deploys it; flow.FlowableDef/list has it, and reopening it with
// ?deployId shows what was set. Each source's corpus file richest in extension attributes opens through 打开文件
// and are saved (the XML the page posts to flow.FlowableDef/save) with every extension attribute they
// came with; every file of the corpus makes the same round trip through the designer's moddle in node
// (tests/unit/designer/properties/corpus.test.ts), so the browser proves the page's path on a few.
import { corpusFiles, extensionFootprint, readCorpus } from '../unit/designer/corpusKit';
import { expect, test } from '../../../../tests/e2e/fixtures';
import { apiLogin, login } from '../../../../tests/e2e/journey-kit';
import type { DesignerChoices, FlowDefinitionView } from '../../contracts';
import { appendUserTask, choose, connectTo, downloadedXml, fill, flowBetween, openDesigner, pad, panel, selectedId, selectFlow, selectProcess, selectShape } from './flow-kit';

test('draws a two-level approval, deploys it, finds it in the list and reopens it as drawn', async ({ page, request }) => {
  test.setTimeout(180_000);
  const call = await apiLogin(request);
  const choices: DesignerChoices = await call('flow.FlowableDef', 'choices', []);
  const category = choices.categories[0];
  const role = choices.roles[0];
  const [manager, director] = choices.users;
  expect(category, 'a process category in the demo data').toBeTruthy();
  expect(role, 'a role in the demo data').toBeTruthy();
  expect(director, 'two users in the demo data').toBeTruthy();

  await login(page);
  await openDesigner(page);
  const labels = await page.locator('.djs-palette .entry').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  expect(labels).toEqual(['创建开始事件', '创建中间/边界事件', '创建结束事件', '创建网关', '创建任务', '创建用户任务', '创建会签任务', '创建子流程', '创建数据对象', '创建数据存储', '创建扩展子流程', '创建分组']);
  expect(await page.locator('.djs-palette').evaluate((e) => e.getBoundingClientRect().width)).toBe(130);
  await expect(page.locator('.bjs-powered-by')).toBeVisible();
  expect(await page.locator('.djs-shape[data-element-id]').count()).toBe(1);

  // start → 部门审批 (a role group) → gateway → 经理审批 / 总监审批 (fixed users) → end
  await selectShape(page, 'StartEvent_1');
  const first = await appendUserTask(page, '部门审批');
  await page.locator('label.ant-radio-button-wrapper', { hasText: '候选组' }).click();
  await choose(page, '角色', role.name);
  await selectShape(page, first);
  await pad(page, 'append.gateway');
  const gateway = (await selectedId(page))!;
  const small = await appendUserTask(page, '经理审批');
  await choose(page, '指定人员', `${manager.name} (${manager.code})`);
  await selectShape(page, gateway);
  const large = await appendUserTask(page, '总监审批');
  await choose(page, '指定人员', `${director.name} (${director.code})`);
  await selectShape(page, small);
  await pad(page, 'append.end-event');
  const end = (await selectedId(page))!;
  await connectTo(page, large, end);

  const drawn = await downloadedXml(page);
  const flowTo = (to: string) => flowBetween(drawn, gateway, to);
  await selectFlow(page, flowTo(small));
  await fill(page, '条件表达式', '${amount <= 1000}');
  await selectFlow(page, flowTo(large));
  await fill(page, '条件表达式', '${amount > 1000}');

  const key = `E2E_${Date.now().toString(36)}`;
  await selectProcess(page);
  await fill(page, '流程标识', key);
  await fill(page, '流程名称', `两级审批${key}`);
  await choose(page, '流程分类', category.name);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('发布流程成功')).toBeVisible();
  await expect(page).not.toHaveURL(/flow\/job/);

  const listed: { itemList: FlowDefinitionView[] } = await call('flow.FlowableDef', 'list', [{ key, latestOnly: true }]);
  expect(listed.itemList).toHaveLength(1);
  const def = listed.itemList[0];
  expect(def).toMatchObject({ key, name: `两级审批${key}`, category: category.code, version: 1 });
  const stored: { xml: string } = await call('flow.FlowableDef', 'readXml', [{ deployId: def.deployId }]);
  for (const expected of [
    `flowable:processCategory="${category.code}"`,
    `flowable:candidateGroups="ROLE${role.id}"`,
    `flowable:assignee="${manager.id}"`,
    `flowable:assignee="${director.id}"`,
    '${amount &lt;= 1000}',
    '${amount &gt; 1000}',
  ]) {
    expect(stored.xml).toContain(expected);
  }

  await openDesigner(page, `?deployId=${encodeURIComponent(def.deployId)}`);
  await expect(page.getByRole('textbox', { name: '流程标识', exact: true })).toHaveValue(key);
  await expect(page.getByRole('combobox', { name: '流程分类', exact: true }).locator('xpath=ancestor::div[contains(@class,"ant-select")][1]')).toContainText(category.name);
  await selectShape(page, first);
  await expect(page.getByRole('textbox', { name: '名称', exact: true })).toHaveValue('部门审批');
  await expect(page.getByRole('radio', { name: '候选组' })).toBeChecked();
  await expect(panel(page).locator('.ant-select-selection-item', { hasText: role.name })).toBeVisible();
  await selectShape(page, large);
  await expect(panel(page).locator('.ant-select-selection-item', { hasText: director.name })).toBeVisible();
});

/** per source (the owner before "__" in the file name), its file with the most extension attributes */
function richestCorpusFiles(count: number): string[] {
  const best = new Map<string, { file: string; n: number }>();
  for (const file of corpusFiles()) {
    const n = extensionFootprint(readCorpus(file)).length;
    const owner = file.split('__')[0]!;
    const known = best.get(owner);
    if (!known || n > known.n) best.set(owner, { file, n });
  }
  return [...best.values()]
    .sort((a, b) => b.n - a.n || a.file.localeCompare(b.file))
    .slice(0, count)
    .map((f) => f.file);
}

test('the corpus files richest in extensions open through 打开文件 and are saved with every extension attribute they came with', async ({ page, request }) => {
  test.setTimeout(300_000);
  const call = await apiLogin(request);
  const { categories }: DesignerChoices = await call('flow.FlowableDef', 'choices', []);
  const category = categories[0];
  await login(page);
  const refused: string[] = [];
  for (const file of richestCorpusFiles(4)) {
    const original = readCorpus(file);
    await openDesigner(page);
    await page.getByTestId('bpmn-file-input').setInputFiles({ name: 'process.bpmn', mimeType: 'application/xml', buffer: Buffer.from(original) });
    await expect(panel(page)).toHaveAttribute('data-element', '');
    const processId = /<(?:\w+:)?process id="([^"]+)"/.exec(original)![1];
    await expect(page.getByRole('textbox', { name: '流程标识', exact: true })).toHaveValue(processId);
    expect(await page.locator('.djs-shape[data-element-id]').count(), `${file}: shapes drawn`).toBeGreaterThan(1);
    await choose(page, '流程分类', category.name);

    // save; the checks may ask for a process name or a user task's name first (the panel shows where)
    const posted = page.waitForRequest((r) => r.url().endsWith('/flow.FlowableDef/save'));
    const answered = page.waitForResponse((r) => r.url().endsWith('/flow.FlowableDef/save'));
    let saved = false;
    for (let attempt = 0; attempt < 20 && !saved; attempt++) {
      await page.getByRole('button', { name: '保存' }).click();
      const asked = page.locator('.ant-message-notice').last();
      const outcome = await Promise.race([posted.then(() => 'posted' as const), asked.textContent({ timeout: 10_000 }).then((t) => t ?? '')]);
      if (outcome === 'posted') {
        saved = true;
        break;
      }
      if (outcome.includes('流程名称不能为空')) await fill(page, '流程名称', `语料${attempt}`);
      else if (outcome.includes('节点名称不能为空')) await fill(page, '名称', `节点${attempt}`);
      else throw new Error(`${file}: the save says ${outcome}`);
      await expect(page.locator('.ant-message-notice')).toHaveCount(0);
    }
    expect(saved, `${file}: the designer posted the save`).toBe(true);
    const { xml } = JSON.parse((await posted).postData()!)[0] as { xml: string };
    const expected = [...extensionFootprint(original), `flowable:processCategory=${category.code}`].sort();
    expect(extensionFootprint(xml), `${file}: extension attributes after the save`).toEqual(expected);
    const envelope = (await (await answered).json()) as { code: number; msg: string };
    if (envelope.code === 200) await expect(page.getByText('发布流程成功')).toBeVisible();
    else {
      // the engine may refuse what it does not run; the page says why and keeps the drawing
      await expect(page.locator('.ant-message-error', { hasText: envelope.msg })).toBeVisible();
      await expect(page.getByTestId('bpmn-designer')).toBeVisible();
      refused.push(`${file}: ${envelope.msg}`);
    }
  }
  test.info().annotations.push({ type: 'refused by the engine', description: refused.join('\n') || 'none' });
});

test('an opened diagram that starts at x = 0 and is wider than the canvas is fitted beside the palette, inside the canvas, at most at 100 %', async ({ page }) => {
  // a process drawn by another tool from the origin, wider than the canvas: start, task and end on one line from x = 0
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI"
  xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" targetNamespace="http://example.org/fit">
  <process id="origin" name="原点流程" isExecutable="true">
    <startEvent id="start" /><sequenceFlow id="f1" sourceRef="start" targetRef="task" />
    <userTask id="task" name="审批" /><sequenceFlow id="f2" sourceRef="task" targetRef="end" />
    <endEvent id="end" />
  </process>
  <bpmndi:BPMNDiagram id="d"><bpmndi:BPMNPlane id="p" bpmnElement="origin">
    <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="0" y="0" width="36" height="36" /></bpmndi:BPMNShape>
    <bpmndi:BPMNShape id="task_di" bpmnElement="task"><dc:Bounds x="900" y="-22" width="100" height="80" /></bpmndi:BPMNShape>
    <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="1900" y="0" width="36" height="36" /></bpmndi:BPMNShape>
    <bpmndi:BPMNEdge id="f1_di" bpmnElement="f1"><di:waypoint x="36" y="18" /><di:waypoint x="900" y="18" /></bpmndi:BPMNEdge>
    <bpmndi:BPMNEdge id="f2_di" bpmnElement="f2"><di:waypoint x="1000" y="18" /><di:waypoint x="1900" y="18" /></bpmndi:BPMNEdge>
  </bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</definitions>`;
  await login(page);
  await openDesigner(page);
  await page.getByTestId('bpmn-file-input').setInputFiles({ name: 'origin.bpmn', mimeType: 'application/xml', buffer: Buffer.from(xml) });
  await expect(page.getByRole('textbox', { name: '流程标识', exact: true })).toHaveValue('origin');
  const palette = (await page.locator('.djs-palette').boundingBox())!;
  const canvas = (await page.getByTestId('bpmn-canvas').boundingBox())!;
  for (const id of ['start', 'task', 'end']) {
    const box = (await page.locator(`.djs-shape[data-element-id="${id}"] .djs-visual`).boundingBox())!;
    expect(box.x, `${id} right of the palette`).toBeGreaterThan(palette.x + palette.width);
    expect(box.y, `${id} below the canvas's top`).toBeGreaterThanOrEqual(canvas.y);
    expect(box.x + box.width, `${id} inside the canvas`).toBeLessThanOrEqual(canvas.x + canvas.width);
    expect(box.y + box.height, `${id} above the canvas's bottom`).toBeLessThanOrEqual(canvas.y + canvas.height);
  }
  // never enlarged: the task is 100 px wide (102 with its outline) at 100 %
  const task = (await page.locator('.djs-shape[data-element-id="task"] .djs-visual > rect').first().boundingBox())!;
  expect(task.width).toBeLessThanOrEqual(103);
});
