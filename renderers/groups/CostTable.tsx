// CostTable: a form group (PageDef.formGroups) that lays money fields out as a table — a row per
// declared row (its label, its inputs, its amount), then the total row. Used by the expense claim
// (total = the five costs minus the loan deduction): 交通费, 差旅费 (住宿费 + 车船费 + 市内交通费),
// 招待费, 办公费, 其他费用, 借款抵扣 shown negative, 报销合计.
//
// Every input is the field itself (its node's properties, built by the schema engine): its own
// FormItem, renderer, validation and pattern; read-pretty when the form is (an audited record
// shows the same table). The parts of a row show their labels beside them; a row's only input
// keeps its label for assistive technology only (the row header says it). A row's declared total
// and the grand total are fields too (computed ones, kept current by the live compute as the user
// types), shown read-pretty through their renderer; a row without one shows the sum of its
// fields. A `negate` row shows its amount negative (as text: a renderer cannot turn a sign); its
// input keeps the positive value the server expects. Money shows 2 decimals.
import { observer, RecursionField, type Schema, useFieldSchema, useForm, type ISchema } from '@formily/react';
import { theme } from 'antd';
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sum } from '../../schemas/compute/decimal';
import type { FormGroupProps, FormGroupRowDef } from '../../src/engine/formGroups';
import { currentLanguage } from '../../src/i18n';
import { formatMoney } from '../fields/shared/number';
import { EMPTY } from '../fields/shared/text';

const TEXTS = {
  zh_CN: { item: '费用项目', amount: '金额', subtotal: '小计' },
  en_US: { item: 'Item', amount: 'Amount', subtotal: 'Subtotal' },
} as const;

/** Money text with its sign turned (a deduction): '500.00' → '-500.00'; zero and nothing stay as they are. */
export function negatedMoney(text: string): string {
  if (!text || /^-?[0,.]*$/.test(text)) return text;
  return text.startsWith('-') ? text.slice(1) : `-${text}`;
}

/** The amount of a row without a total field: the sum of its fields, negative for a deduction. */
const RowAmount = observer(function RowAmount({ codes, negate, testId }: { codes: string[]; negate: boolean; testId: string }) {
  const form = useForm();
  const values = codes.map((code) => form.getValuesIn(code));
  const present = values.some((v) => v !== null && v !== undefined && v !== '');
  const text = present ? formatMoney(sum(values).toString()) : '';
  return <span data-testid={testId}>{(negate ? negatedMoney(text) : text) || EMPTY}</span>;
});

/** A label kept for assistive technology (and for finding the field by its label) but not drawn. */
const HIDDEN_LABEL: CSSProperties = { position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 };

type Placement = 'input' | 'part' | 'total';

/**
 * One field of the group, drawn through its own schema (its FormItem, renderer, validation):
 * a part of a row with its label beside it; a row's only input or a total with its label
 * unseen (the row says what it is); a computed (not editable) total read-pretty.
 */
function GroupField({ name, schema, placement }: { name: string; schema: Schema; placement: Placement }) {
  const shown = useMemo<ISchema>(() => {
    const own = schema.toJSON() as ISchema;
    const decorator = { ...((own['x-decorator-props'] as object | undefined) ?? {}) } as Record<string, unknown>;
    if (placement === 'part') Object.assign(decorator, { layout: 'horizontal', colon: false });
    else Object.assign(decorator, { labelStyle: HIDDEN_LABEL, style: { ...(decorator.style as object), position: 'relative' } });
    if (placement === 'total') decorator.wrapperAlign = 'right';
    const readPretty = placement === 'total' && own['x-pattern'] === 'disabled';
    return { ...own, 'x-decorator-props': decorator, ...(readPretty ? { 'x-pattern': 'readPretty' } : {}) };
  }, [schema, placement]);
  return <RecursionField name={name} schema={shown} />;
}

export function CostTable({ group }: FormGroupProps & { children?: ReactNode }) {
  useTranslation(); // labels follow a language switch
  const language = currentLanguage();
  const texts = TEXTS[language] ?? TEXTS.zh_CN;
  const en = language === 'en_US';
  const { token } = theme.useToken();
  const schema = useFieldSchema();
  const fieldSchema = (code: string) => schema.properties?.[code];

  const cell: CSSProperties = { border: `1px solid ${token.colorBorderSecondary}`, padding: '6px 8px', verticalAlign: 'middle' };
  const head: CSSProperties = { ...cell, background: token.colorFillAlter, fontWeight: 500, textAlign: 'left' };
  const amount: CSSProperties = { ...cell, textAlign: 'right', whiteSpace: 'nowrap', width: 160 };

  const field = (code: string, placement: Placement) => {
    const s = fieldSchema(code);
    return s ? <GroupField key={code} name={code} schema={s} placement={placement} /> : null;
  };

  const inputs = (row: FormGroupRowDef) => {
    if (row.fields.length === 1 && !row.total) return field(row.fields[0], 'input');
    // the parts of the row's total, each with its label
    return (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px' }}>
        {row.fields.map((code) => (
          <div key={code} data-part={code} style={{ flex: '1 1 180px', minWidth: 0 }}>
            {field(code, 'part')}
          </div>
        ))}
      </div>
    );
  };

  const title = en ? group.titleEn || group.title : group.title;
  const totalLabel = (en ? group.totalLabelEn || group.totalLabel : group.totalLabel) ?? (group.total ? (fieldSchema(group.total)?.title as string | undefined) : undefined);
  return (
    <div data-testid={`form-group-${group.component}`} style={{ marginBottom: token.marginMD }}>
      {title ? <div style={{ fontWeight: 500, marginBottom: token.marginXS }}>{title}</div> : null}
      <table style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'auto' }}>
        <thead>
          <tr>
            <th style={{ ...head, width: 140 }}>{texts.item}</th>
            <th style={head}>{texts.amount}</th>
            <th style={{ ...head, textAlign: 'right', width: 160 }}>{texts.subtotal}</th>
          </tr>
        </thead>
        <tbody>
          {group.rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the group's fixed declaration and never move
            <tr key={`${i}:${row.label}`} data-row={i}>
              <th scope="row" style={{ ...cell, fontWeight: 400, textAlign: 'left' }}>
                {(en ? row.labelEn || row.label : row.label) || row.fields[0]}
              </th>
              <td style={cell}>{row.fields.length ? inputs(row) : null}</td>
              <td style={amount} data-testid={`cost-row-${i}`}>
                {row.total && !row.negate ? (
                  field(row.total, 'total')
                ) : (
                  <RowAmount codes={row.total ? [row.total] : row.fields} negate={!!row.negate} testId={`cost-amount-${i}`} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
        {group.total ? (
          <tfoot>
            <tr data-row="total">
              <th scope="row" colSpan={2} style={{ ...head, textAlign: 'right' }}>
                {totalLabel}
              </th>
              <td style={{ ...amount, fontWeight: 600 }} data-testid="cost-total">
                {field(group.total, 'total')}
              </td>
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
