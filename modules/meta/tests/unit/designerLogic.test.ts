// The form designer's logic without a browser: tree operations (add at the selection, move, shift,
// remove, update), undo/redo, the JSON import's checks (shape, then the fit with the entity,
// every problem by path) and the rules a rendered form evaluates.
import { describe, expect, it } from 'vitest';
import { checkDesign, designIssueText } from '../../../../schemas/forms/check';
import { designFields, EMPTY_DESIGN, type FormDesign, ruleHolds } from '../../../../schemas/forms/types';
import { canRedo, canUndo, HISTORY_LIMIT, historyOf, historyReducer } from '../../web/designer/history';
import { parseDesignJson } from '../../web/designer/importJson';
import { ancestorsOf, insertNode, locate, moveNode, nodeOf, type PaletteItem, placeForSelection, placedCodes, removeNode, shiftNode, updateNode } from '../../web/designer/tree';

const texts = { tab: (n: number) => `标签页${n}`, card: '分组', typeName: (t: string) => `类型${t}` };
const ATTRS = new Set(['plate', 'capacity', 'driver']);
const entity = {
  code: 'Truck',
  attrs: [
    { code: 'plate', dataType: 'String' },
    { code: 'capacity', dataType: 'Number' },
    { code: 'driver', dataType: 'String' },
  ],
  children: [{ key: 'trips', attrs: [{ code: 'destination' }, { code: 'distance' }] }],
};

/** Adds a palette item at the selection (as a click does) and answers the design and the new node's id. */
function add(design: FormDesign, item: PaletteItem, selected: string | null): [FormDesign, string] {
  const node = nodeOf(design, item, texts, ATTRS);
  return [insertNode(design, node, placeForSelection(design, selected)), node.id];
}
const attr = (code: string, dataType: 'String' | 'Number' = 'String'): PaletteItem => ({ kind: 'attr', code, dataType, label: code });

/** tabs › pane1 › grid › [col1: plate, col2: capacity] */
function built() {
  const [withTabs, tabs] = add(EMPTY_DESIGN, { kind: 'layout', type: 'tabs' }, null);
  const [withGrid, grid] = add(withTabs, { kind: 'layout', type: 'grid' }, tabs);
  const [withPlate, plate] = add(withGrid, attr('plate'), grid);
  const col2 = (locate(withPlate, grid)!.node as Extract<FormDesign['nodes'][number], { type: 'grid' }>).columns[1].id;
  const [d, capacity] = add(withPlate, attr('capacity', 'Number'), col2);
  return { d, tabs, grid, plate, capacity, col2 };
}

describe('adding from the palette', () => {
  it('goes into a selected container (a tab set’s first pane, a grid’s first column, a chosen column) and after a selected node', () => {
    const { d, tabs, grid, plate, capacity, col2 } = built();
    const t = d.nodes[0];
    expect(t).toMatchObject({ type: 'tabs', id: tabs, panes: [{ label: '标签页1' }, { label: '标签页2' }] });
    if (t.type !== 'tabs') throw new Error('tabs');
    const g = t.panes[0].children[0];
    expect(g).toMatchObject({ type: 'grid', id: grid, columns: [{ span: 12 }, { span: 12, id: col2 }] });
    if (g.type !== 'grid') throw new Error('grid');
    expect(g.columns[0].children).toEqual([{ type: 'field', id: plate, code: 'plate', dataType: 'String', bound: true }]);
    expect(g.columns[1].children.map((n) => n.id)).toEqual([capacity]);
    // after a selected field, in its list
    const [next, divider] = add(d, { kind: 'layout', type: 'divider' }, plate);
    expect(locate(next, divider)).toMatchObject({ owner: g.columns[0].id, index: 1 });
    // nothing selected: the end of the form
    const [end, card] = add(d, { kind: 'layout', type: 'card' }, null);
    expect(locate(end, card)).toMatchObject({ owner: null, index: 1 });
    expect(ancestorsOf(d, capacity)).toEqual(new Set([col2, grid, t.panes[0].id, tabs]));
  });

  it('gives fresh ids and codes: a free field takes its type’s name and the first number no field or attribute uses', () => {
    let d = built().d;
    let first: string, second: string;
    [d, first] = add(d, { kind: 'free', dataType: 'Remark' }, null);
    [d, second] = add(d, { kind: 'free', dataType: 'Remark' }, null);
    const fields = designFields(d);
    expect(fields.find((f) => f.id === first)).toMatchObject({ code: 'remark1', bound: false, label: '类型Remark' });
    expect(fields.find((f) => f.id === second)).toMatchObject({ code: 'remark2' });
    expect(new Set(fields.map((f) => f.id)).size).toBe(fields.length);
    expect(placedCodes(d)).toEqual(new Set(['plate', 'capacity']));
    expect(checkDesign(d, entity)).toEqual([]);
  });
});

describe('moving, shifting, removing, changing', () => {
  it('moves a field from a grid column into the second tab pane, and never a container into itself', () => {
    const { d, tabs, grid, plate } = built();
    const t = d.nodes[0] as Extract<FormDesign['nodes'][number], { type: 'tabs' }>;
    const pane2 = t.panes[1].id;
    const moved = moveNode(d, plate, { owner: pane2, index: 0 });
    expect(locate(moved, plate)).toMatchObject({ owner: pane2, index: 0 });
    expect(designFields(moved)).toHaveLength(2);
    // the original is untouched (the history keeps it)
    expect(locate(d, plate)?.owner).not.toBe(pane2);
    expect(moveNode(d, tabs, { owner: t.panes[0].id, index: 0 })).toBe(d);
    expect(moveNode(d, tabs, { owner: (locate(d, grid)!.node as Extract<FormDesign['nodes'][number], { type: 'grid' }>).columns[0].id, index: 0 })).toBe(d);
  });

  it('moves within a list counting the list as it was, shifts one step and stops at the ends', () => {
    let d: FormDesign = EMPTY_DESIGN;
    const ids: string[] = [];
    for (const code of ['plate', 'capacity', 'driver']) {
      let id: string;
      [d, id] = add(d, attr(code), ids.at(-1) ?? null);
      ids.push(id);
    }
    const order = (x: FormDesign) => x.nodes.map((n) => (n.type === 'field' ? n.code : n.type));
    expect(order(d)).toEqual(['plate', 'capacity', 'driver']);
    expect(order(moveNode(d, ids[0], { owner: null, index: 3 }))).toEqual(['capacity', 'driver', 'plate']);
    expect(order(moveNode(d, ids[2], { owner: null, index: 0 }))).toEqual(['driver', 'plate', 'capacity']);
    expect(order(shiftNode(d, ids[1], -1))).toEqual(['capacity', 'plate', 'driver']);
    expect(order(shiftNode(d, ids[1], 1))).toEqual(['plate', 'driver', 'capacity']);
    expect(shiftNode(d, ids[0], -1)).toBe(d);
    expect(shiftNode(d, ids[2], 1)).toBe(d);
    expect(order(removeNode(d, ids[1]))).toEqual(['plate', 'driver']);
  });

  it('changes a node’s or a pane’s own properties; an undefined value removes the property', () => {
    const { d, plate, tabs } = built();
    const required = updateNode(d, plate, { required: true, label: '车牌' });
    expect(locate(required, plate)?.node).toMatchObject({ required: true, label: '车牌' });
    expect(locate(updateNode(required, plate, { label: undefined }), plate)?.node).not.toHaveProperty('label');
    const pane = (d.nodes[0] as Extract<FormDesign['nodes'][number], { type: 'tabs' }>).panes[1].id;
    const renamed = updateNode(d, pane, { label: '更多' });
    expect((locate(renamed, tabs)!.node as Extract<FormDesign['nodes'][number], { type: 'tabs' }>).panes[1].label).toBe('更多');
    expect(updateNode(d, 'nope', { label: 'x' })).toBe(d);
  });
});

describe('undo and redo', () => {
  it('steps back and forth; a new change drops the redo stack', () => {
    const { d } = built();
    const one = updateNode(d, d.nodes[0].id, {});
    let h = historyOf(EMPTY_DESIGN);
    h = historyReducer(h, { type: 'apply', design: d });
    h = historyReducer(h, { type: 'apply', design: one });
    expect(h.present).toBe(one);
    h = historyReducer(h, { type: 'undo' });
    expect(h.present).toBe(d);
    h = historyReducer(h, { type: 'undo' });
    expect(h.present).toBe(EMPTY_DESIGN);
    expect(canUndo(h)).toBe(false);
    h = historyReducer(h, { type: 'redo' });
    expect(h.present).toBe(d);
    expect(canRedo(h)).toBe(true);
    h = historyReducer(h, { type: 'apply', design: EMPTY_DESIGN });
    expect(canRedo(h)).toBe(false);
    expect(historyReducer(historyOf(d), { type: 'undo' }).present).toBe(d);
  });

  it('takes typing into one property as one step, and keeps at most the last changes', () => {
    const { d, plate } = built();
    let h = historyOf(d);
    for (const label of ['车', '车牌', '车牌号']) h = historyReducer(h, { type: 'apply', design: updateNode(h.present, plate, { label }), merge: `${plate}:label` });
    expect(locate(h.present, plate)?.node).toMatchObject({ label: '车牌号' });
    h = historyReducer(h, { type: 'undo' });
    expect(h.present).toBe(d);
    let long = historyOf(EMPTY_DESIGN);
    for (let i = 0; i < HISTORY_LIMIT + 20; i++) long = historyReducer(long, { type: 'apply', design: { version: 1, nodes: [] } });
    expect(long.past).toHaveLength(HISTORY_LIMIT);
  });
});

describe('importing the form JSON', () => {
  it('refuses text that is not JSON, a wrong shape and a design that does not fit the entity, naming the path', () => {
    expect(parseDesignJson('{nodes:', entity)).toMatchObject({ ok: false, errors: [expect.stringMatching(/^JSON: /)] });
    const shape = parseDesignJson(JSON.stringify({ version: 1, nodes: [{ type: 'field', id: 'a', code: 'plate', dataType: 'Text', bound: true }] }), entity);
    expect(shape).toMatchObject({ ok: false, errors: ['nodes.0.dataType: is not a data type'] });
    const code = parseDesignJson(JSON.stringify({ version: 1, nodes: [{ type: 'field', id: 'a', code: 'plate', dataType: 'String', bound: true, visibleWhen: "capacity > 10" }] }), entity);
    expect(code.ok).toBe(false);
    const fit = parseDesignJson(
      JSON.stringify({
        version: 1,
        nodes: [
          { type: 'card', id: 'c', label: '基本', children: [{ type: 'field', id: 'a', code: 'weight', dataType: 'Number', bound: true }] },
          { type: 'field', id: 'b', code: 'capacity', dataType: 'String', bound: true },
          { type: 'lineTable', id: 'l', key: 'stops' },
        ],
      }),
      entity,
    );
    expect(fit).toEqual({
      ok: false,
      errors: ['nodes.0.children.0.code: 实体 Truck 没有字段「weight」', 'nodes.1.dataType: 字段「capacity」的数据类型是 Number，不是 String', 'nodes.2.key: 实体 Truck 没有明细表「stops」'],
    });
  });

  it('takes an exported design back as it was', () => {
    const { d } = built();
    expect(parseDesignJson(JSON.stringify(d, null, 2), entity)).toEqual({ ok: true, design: d });
  });
});

describe('checks and rules', () => {
  it('names duplicate ids and codes, free codes that are attributes, bad rules, wide grids and unknown line columns', () => {
    const d: FormDesign = {
      version: 1,
      nodes: [
        { type: 'field', id: 'a', code: 'plate', dataType: 'String', bound: true, visibleWhen: { field: 'plate', op: 'filled' } },
        { type: 'field', id: 'a', code: 'plate', dataType: 'String', bound: true },
        { type: 'field', id: 'b', code: 'driver', dataType: 'String', bound: false, label: '司机', readOnlyWhen: { field: 'plate', op: 'empty', value: 'x' } },
        { type: 'grid', id: 'g', columns: [{ id: 'c1', span: 16, children: [] }, { id: 'c2', span: 12, children: [] }] },
        { type: 'lineTable', id: 'l', key: 'trips', columns: ['destination', 'cost'] },
        { type: 'field', id: 'f', code: 'extra', dataType: 'String', bound: false },
      ],
    };
    const issues = checkDesign(d, entity).map((i) => [i.path.join('.'), i.key]);
    expect(issues).toEqual([
      ['nodes.1.id', 'duplicateId'],
      ['nodes.1.code', 'duplicateCode'],
      ['nodes.2.bound', 'freeIsAttr'],
      ['nodes.3.columns', 'gridTooWide'],
      ['nodes.4.columns.1', 'unknownColumn'],
      ['nodes.5.label', 'labelRequired'],
      ['nodes.0.visibleWhen.field', 'ruleSelf'],
      ['nodes.2.readOnlyWhen.value', 'ruleNoValue'],
    ]);
    expect(designIssueText(checkDesign(d, entity)[3], 'en_US')).toBe('the columns span 28, more than 24');
  });

  it('compares dictionary values by dict, references by code and scalars as text', () => {
    expect(ruleHolds({ field: 'x', op: 'filled' }, '')).toBe(false);
    expect(ruleHolds({ field: 'x', op: 'filled' }, {})).toBe(false);
    expect(ruleHolds({ field: 'x', op: 'empty' }, null)).toBe(true);
    expect(ruleHolds({ field: 'x', op: 'eq', value: 'gas' }, { dict: 'gas', name: '天然气' })).toBe(true);
    expect(ruleHolds({ field: 'x', op: 'eq', value: 'S001' }, { id: 3, code: 'S001', name: '甲' })).toBe(true);
    expect(ruleHolds({ field: 'x', op: 'eq', value: 12 }, '12')).toBe(true);
    expect(ruleHolds({ field: 'x', op: 'ne', value: true }, false)).toBe(true);
  });
});
