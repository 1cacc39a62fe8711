// @vitest-environment node
// The modeler's Chinese and its palette, without a browser: every text bpmn-js 18 / diagram-js 15
// put through `translate` (palette, context pad, replace menu, popup headers, errors) has a Chinese
// entry; the palette holds exactly its twelve entries (web/designer/engine/palette.ts), the sign task a parallel multi-instance.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as ReplaceOptions from 'bpmn-js/lib/features/replace/ReplaceOptions';
import BpmnFactory from 'bpmn-js/lib/features/modeling/BpmnFactory';
import { Ids } from 'ids';
import { newModdle } from '../testkit';
import { DesignerPalette, PALETTE_ENTRIES } from '../../../../web/designer/engine/palette';
import { makeTranslate } from '../../../../web/designer/engine/translate';
import { ZH } from '../../../../web/designer/engine/zh';

/** every string literal passed to translate(...) in a package's lib folder */
function translatedLiterals(dir: string): Set<string> {
  const out = new Set<string>();
  const walk = (d: string) => {
    for (const f of fs.readdirSync(d)) {
      const p = path.join(d, f);
      if (fs.statSync(p).isDirectory()) walk(p);
      else if (p.endsWith('.js')) for (const m of fs.readFileSync(p, 'utf8').matchAll(/(?<!['"])translate\(\s*(['"])((?:(?!\1).)+)\1\s*[,)]/gs)) out.add(m[2]);
    }
  };
  walk(dir);
  return out;
}

describe('the Chinese of the modeler', () => {
  const zh = makeTranslate('zh_CN');

  it('covers every translated literal of bpmn-js and diagram-js (HELLO {you} is diagram-js own example)', () => {
    const literals = new Set([...translatedLiterals('node_modules/bpmn-js/lib'), ...translatedLiterals('node_modules/diagram-js/lib')]);
    literals.delete('HELLO {you}');
    expect(literals.size).toBeGreaterThan(40);
    for (const known of ['Delete', 'Append task', 'Change element', 'Align elements', 'Search in diagram']) expect(literals).toContain(known);
    const missing = [...literals].filter((l) => !ZH[l]);
    expect(missing).toEqual([]);
  });

  it('covers every label of the replace menu, and the alignment entries built from names', () => {
    const labels = new Set<string>();
    for (const list of Object.values(ReplaceOptions)) {
      if (!Array.isArray(list)) continue;
      for (const o of list as Array<{ label: unknown }>) {
        if (typeof o.label === 'string') labels.add(o.label);
        else if (typeof o.label === 'function') for (const children of [[], [{}]]) labels.add(o.label({ children }));
      }
    }
    expect(labels.size).toBeGreaterThan(60);
    expect([...labels].filter((l) => !ZH[l])).toEqual([]);
    for (const a of ['left', 'center', 'right', 'top', 'middle', 'bottom']) expect(ZH[`Align elements ${a}`]).toBeTruthy();
  });

  it('looks up ignoring case, fills placeholders, and leaves English alone in en_US', () => {
    expect(zh('user task')).toBe('用户任务');
    expect(zh('Open {element}', { element: '子流程' })).toBe('打开 子流程');
    expect(zh('Something new')).toBe('Something new');
    expect(makeTranslate('en_US')('User task')).toBe('User task');
  });
});

describe('the palette', () => {
  function entries(language: 'zh_CN' | 'en_US' = 'zh_CN') {
    const moddle = Object.assign(newModdle(), { ids: new Ids([32, 36, 1]) });
    const bpmnFactory = new (BpmnFactory as unknown as new (m: unknown) => { create(t: string, a?: object): unknown })(moddle);
    const created: unknown[] = [];
    const provider: { getPaletteEntries(): Record<string, { title: string; group: string; action: { click(e: unknown): void } }> } = {} as never;
    const palette = { registerProvider: () => undefined };
    const create = { start: (_e: unknown, shapes: unknown) => created.push(shapes) };
    const elementFactory = { createShape: (attrs: { type: string; businessObject?: { $type: string } }) => ({ ...attrs, businessObject: attrs.businessObject ?? bpmnFactory.create(attrs.type) }) };
    DesignerPalette.call(provider as never, palette, create, elementFactory, bpmnFactory, makeTranslate(language));
    return { list: provider.getPaletteEntries(), created };
  }

  it('holds exactly start, intermediate, end, gateway, task, user task, sign task, sub-process, data object, data store, expanded sub-process, group — in Chinese', () => {
    const { list } = entries();
    expect(Object.keys(list)).toEqual([...PALETTE_ENTRIES]);
    expect(Object.values(list).map((e) => e.title)).toEqual(['创建开始事件', '创建中间/边界事件', '创建结束事件', '创建网关', '创建任务', '创建用户任务', '创建会签任务', '创建子流程', '创建数据对象', '创建数据存储', '创建扩展子流程', '创建分组']);
  });

  it('the sign task (会签) is a user task with a parallel multi-instance loop', () => {
    const { list, created } = entries();
    list['create.sign-task'].action.click({});
    const shape = created[0] as { type: string; businessObject: { $type: string; loopCharacteristics: { $type: string; isSequential: boolean } } };
    expect(shape.type).toBe('bpmn:UserTask');
    expect(shape.businessObject.loopCharacteristics.$type).toBe('bpmn:MultiInstanceLoopCharacteristics');
    expect(shape.businessObject.loopCharacteristics.isSequential).toBe(false);
    list['create.subprocess-collapsed'].action.click({});
    expect(created[1]).toMatchObject({ type: 'bpmn:SubProcess', isExpanded: false });
  });
});
