// datax.Form on a real database: the form designer's designs of a tenant entity are saved with
// an optimistic version, checked against the entity (400 naming the node's path), answered by
// getByFormId, listed and removed; another tenant cannot read them; saving needs the designer.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FormDesign } from '../../../../schemas/forms/types';
import type { FormDefinition, FormDesignSummary } from '../../../../schemas/rpc/datax';
import type { Session } from '../../../../schemas/rpc/portal';
import { fileServer } from '../../../../tests/kit';

const srv = await fileServer();
const admin = await srv.session('demo', 'admin');
const acme = await srv.session('acme', 'admin');
const ENTITY = 'Boiler';

beforeAll(async () => {
  const meta = (method: string, args: unknown[]) => srv.call(admin, 'datax.Metadata', method, args);
  expect((await meta('saveEntity', [{ code: ENTITY, name: '锅炉' }])).json.code).toBe(200);
  for (const attr of [
    { code: 'serial', name: '出厂编号', dataType: 'String' },
    { code: 'pressure', name: '额定压力', dataType: 'Number' },
    { code: 'fuel', name: '燃料', dataType: 'Select', options: [{ value: 'gas', label: '天然气' }, { value: 'coal', label: '煤' }] },
  ]) {
    expect((await meta('saveAttribute', [ENTITY, attr])).json.code).toBe(200);
  }
});

const form = <T>(s: Session, method: string, args: unknown[]) => srv.call<T>(s, 'datax.Form', method, args);

/** two tabs: the first holds a grid with two of the attributes, the second a free note shown once fuel is picked */
function design(): FormDesign {
  return {
    version: 1,
    nodes: [
      {
        type: 'tabs',
        id: 'tabs',
        panes: [
          {
            id: 'basic',
            label: '基本信息',
            children: [
              {
                type: 'grid',
                id: 'row1',
                columns: [
                  { id: 'c1', span: 12, children: [{ type: 'field', id: 'f1', code: 'serial', dataType: 'String', bound: true, required: true, width: 24 }] },
                  { id: 'c2', span: 12, children: [{ type: 'field', id: 'f2', code: 'pressure', dataType: 'Number', bound: true, width: 24 }] },
                ],
              },
            ],
          },
          {
            id: 'more',
            label: '更多',
            children: [
              { type: 'field', id: 'f3', code: 'fuel', dataType: 'Select', bound: true, defaultValue: { normalValue: 'gas' } },
              { type: 'divider', id: 'd1', label: '备注' },
              { type: 'field', id: 'f4', code: 'note', dataType: 'Remark', bound: false, label: '备注', visibleWhen: { field: 'fuel', op: 'filled' } },
            ],
          },
        ],
      },
    ],
  };
}

describe('a designed form of a tenant entity', () => {
  let version = 0;

  it('is saved, then answered by getByFormId with the entity and its version', async () => {
    const before = await form<FormDefinition>(admin, 'getByFormId', [ENTITY]);
    expect(before.json.code).toBe(200);
    expect(before.json.body).toMatchObject({ formId: ENTITY, entityCode: ENTITY, url: 'meta/AppDataDetail', design: null, designVersion: null });

    const saved = await form<FormDesignSummary>(admin, 'save', [{ formId: ENTITY, entityCode: ENTITY, schema: design() }]);
    expect(saved.json.code).toBe(200);
    expect(saved.json.body).toMatchObject({ formId: ENTITY, entityCode: ENTITY, version: 1, fieldCount: 4, modifyName: admin.user.name });
    version = saved.json.body.version;

    const after = await form<FormDefinition>(admin, 'getByFormId', [ENTITY]);
    expect(after.json.body.design).toEqual(design());
    expect(after.json.body.designVersion).toBe(1);
    expect(after.json.body.entity.attrs.map((a) => a.code)).toEqual(['serial', 'pressure', 'fuel']);
  });

  it('is listed among the tenant’s designed forms', async () => {
    const list = await form<FormDesignSummary[]>(admin, 'list', []);
    expect(list.json.code).toBe(200);
    expect(list.json.body.map((d) => [d.formId, d.entityCode, d.version])).toContainEqual([ENTITY, ENTITY, 1]);
  });

  it('refuses a stale version or a save without one with 409, and moves on with the current one', async () => {
    const next = design();
    next.nodes.push({ type: 'card', id: 'card', label: '附加', children: [] });
    const current = await form<FormDesignSummary>(admin, 'save', [{ formId: ENTITY, entityCode: ENTITY, schema: next, version }]);
    expect(current.json.code).toBe(200);
    expect(current.json.body.version).toBe(2);

    const stale = await form(admin, 'save', [{ formId: ENTITY, entityCode: ENTITY, schema: design(), version }]);
    expect(stale.json.code).toBe(409);
    expect(stale.json.msg).toContain('版本 2');
    const blind = await form(admin, 'save', [{ formId: ENTITY, entityCode: ENTITY, schema: design() }]);
    expect(blind.json.code).toBe(409);
    // nothing was overwritten
    expect((await form<FormDefinition>(admin, 'getByFormId', [ENTITY])).json.body.design?.nodes).toHaveLength(2);
    version = 2;
  });

  it('refuses a design that does not fit the entity with 400 naming the node path', async () => {
    const unknown = design();
    const more = (unknown.nodes[0] as Extract<FormDesign['nodes'][number], { type: 'tabs' }>).panes[1];
    more.children.push({ type: 'field', id: 'f5', code: 'weight', dataType: 'Number', bound: true });
    const r = await form<{ issues: Array<{ path: string }> }>(admin, 'save', [{ formId: ENTITY, entityCode: ENTITY, schema: unknown, version }]);
    expect(r.json.code).toBe(400);
    expect(r.json.msg).toBe(`design.schema.nodes.0.panes.1.children.3.code: 实体 ${ENTITY} 没有字段「weight」`);
    expect(r.json.body.issues.map((i) => i.path)).toEqual(['nodes.0.panes.1.children.3.code']);

    const twice = design();
    twice.nodes.push({ type: 'field', id: 'again', code: 'serial', dataType: 'String', bound: true });
    const dup = await form(admin, 'save', [{ formId: ENTITY, entityCode: ENTITY, schema: twice, version }]);
    expect(dup.json.code).toBe(400);
    expect(dup.json.msg).toContain('design.schema.nodes.1.code: 字段「serial」重复');

    const badRule = design();
    const note = (badRule.nodes[0] as Extract<FormDesign['nodes'][number], { type: 'tabs' }>).panes[1].children[2] as Extract<FormDesign['nodes'][number], { type: 'field' }>;
    note.readOnlyWhen = { field: 'missing', op: 'eq' };
    const rule = await srv.call(admin, 'datax.Form', 'save', [{ formId: ENTITY, entityCode: ENTITY, schema: badRule, version }], { language: 'en_US' });
    expect(rule.json.code).toBe(400);
    expect(rule.json.msg).toContain('design.schema.nodes.0.panes.1.children.2.readOnlyWhen.field: the rule names missing, which is not a field of the form');
    expect(rule.json.msg).toContain('design.schema.nodes.0.panes.1.children.2.readOnlyWhen.value: an eq rule needs a value');

    // the shape itself: an unknown data type, a code string where a rule belongs
    const shape = await form(admin, 'save', [{ formId: ENTITY, entityCode: ENTITY, schema: { version: 1, nodes: [{ type: 'field', id: 'x', code: 'serial', dataType: 'Text', bound: true }] }, version }]);
    expect(shape.json.code).toBe(400);
    expect(shape.json.msg).toContain('design.schema.nodes.0.dataType');
    const code = await form(admin, 'save', [
      { formId: ENTITY, entityCode: ENTITY, schema: { version: 1, nodes: [{ type: 'field', id: 'x', code: 'serial', dataType: 'String', bound: true, visibleWhen: 'fuel == "gas"' }] }, version },
    ]);
    expect(code.json.code).toBe(400);
    expect(code.json.msg).toContain('design.schema.nodes.0.visibleWhen');
    // none of these was stored
    expect((await form<FormDefinition>(admin, 'getByFormId', [ENTITY])).json.body.designVersion).toBe(2);
  });

  it('stays with its entity: the same form id cannot be saved for another entity', async () => {
    const r = await form(admin, 'save', [{ formId: ENTITY, entityCode: 'Supplier', schema: { version: 1, nodes: [] }, version }]);
    expect(r.json.code).toBe(400);
    expect(r.json.msg).toContain(`属于实体 ${ENTITY}`);
  });

  it('is the tenant’s own: acme neither reads nor lists nor removes it', async () => {
    const read = await form<FormDefinition>(acme, 'getByFormId', [ENTITY]);
    expect(read.json.code).toBe(11);
    const list = await form<FormDesignSummary[]>(acme, 'list', []);
    expect(list.json.body.some((d) => d.formId === ENTITY)).toBe(false);
    expect((await form(acme, 'remove', [ENTITY])).json.code).toBe(11);
    // acme may design its own form under the same id for a built-in entity
    const own = await form<FormDesignSummary>(acme, 'save', [{ formId: ENTITY, entityCode: 'Supplier', schema: { version: 1, nodes: [{ type: 'field', id: 'n', code: 'name', dataType: 'String', bound: true }] } }]);
    expect(own.json.code).toBe(200);
    expect((await form<FormDefinition>(acme, 'getByFormId', [ENTITY])).json.body).toMatchObject({ entityCode: 'Supplier', designVersion: 1 });
    expect((await form<FormDefinition>(admin, 'getByFormId', [ENTITY])).json.body).toMatchObject({ entityCode: ENTITY, designVersion: 2 });
  });

  it('needs the designer page to save, list or remove (4003); reading stays open to a session', async () => {
    const viewer = await srv.session('demo', 'zhaolei');
    const save = await form(viewer, 'save', [{ formId: ENTITY, entityCode: ENTITY, schema: design(), version }]);
    expect(save.json.code).toBe(4003);
    expect(save.json.msg).toContain('meta.designer.save');
    expect((await form(viewer, 'list', [])).json.code).toBe(4003);
    expect((await form(viewer, 'remove', [ENTITY])).json.code).toBe(4003);
    expect((await form<FormDefinition>(viewer, 'getByFormId', [ENTITY])).json.body.designVersion).toBe(2);
  });

  it('is removed; the form then has no design and a second remove is 11', async () => {
    const r = await form<{ removed: boolean }>(admin, 'remove', [ENTITY]);
    expect(r.json).toMatchObject({ code: 200, body: { removed: true } });
    expect((await form<FormDefinition>(admin, 'getByFormId', [ENTITY])).json.body).toMatchObject({ entityCode: ENTITY, design: null });
    expect((await form(admin, 'remove', [ENTITY])).json.code).toBe(11);
  });
});

describe('removing the entity', () => {
  it('removes its designed forms: an entity made again under the same code starts from its attributes', async () => {
    const meta = (method: string, args: unknown[]) => srv.call(admin, 'datax.Metadata', method, args);
    expect((await meta('saveEntity', [{ code: 'Kettle', name: '水壶' }])).json.code).toBe(200);
    expect((await meta('saveAttribute', ['Kettle', { code: 'serial', name: '编号', dataType: 'String' }])).json.code).toBe(200);
    const saved = await form(admin, 'save', [{ formId: 'Kettle', entityCode: 'Kettle', schema: { version: 1, nodes: [{ type: 'field', id: 'f1', code: 'serial', dataType: 'String', bound: true }] } }]);
    expect(saved.json.code, saved.json.msg).toBe(200);
    expect((await meta('removeEntity', ['Kettle'])).json.code).toBe(200);
    expect((await meta('saveEntity', [{ code: 'Kettle', name: '水壶' }])).json.code).toBe(200);
    const again = await form<FormDefinition>(admin, 'getByFormId', ['Kettle']);
    expect(again.json.code, again.json.msg).toBe(200);
    expect(again.json.body.design).toBeNull();
  });
});
