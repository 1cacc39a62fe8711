// Rules a form follows, gathered per table of an entity from its attributes' declarations: the
// header is the table '' and each child its key; a table with no rule is left out.
import type { EntityAttrMeta, EntityMeta } from '../../../schemas/rpc/datax';

/** per table ('' = the header): attribute code → its rule */
export type TableRules<R> = Map<string, Map<string, R>>;

/** The rules `ruleOf` reads off each attribute (null: the attribute has none); null when no table has one. */
export function tableRulesOf<R>(entity: Pick<EntityMeta, 'attrs' | 'children'>, ruleOf: (a: EntityAttrMeta) => R | null): TableRules<R> | null {
  const all: TableRules<R> = new Map();
  const gather = (table: string, attrs: readonly EntityAttrMeta[]) => {
    const rules = new Map<string, R>();
    for (const a of attrs) {
      const rule = ruleOf(a);
      if (rule) rules.set(a.code, rule);
    }
    if (rules.size) all.set(table, rules);
  };
  gather('', entity.attrs);
  for (const child of entity.children ?? []) gather(child.key, child.attrs);
  return all.size ? all : null;
}
