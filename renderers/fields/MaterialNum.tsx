// MaterialNum: a quantity of a material: not below 0, at most ten billion (the material count
// ceiling; the field type's limits, schemas/fieldTypes), shown truncated to 3 decimals with the unit. The unit comes from the row (cells:
// record[field.props.unitField ?? 'unit']) or from field.props.unit (forms, which have no row).
// A unit given as a dictionary code is named through field.props.unitDict when set.
import type { EditProps, FieldMeta, FieldRenderer, ReadProps } from './types';
import { DictName } from './shared/DictName';
import { formatNumber } from './shared/number';
import { NumberInput } from './shared/NumberInput';
import { numberRulesOf, validateNumber } from './shared/numberRules';
import { EMPTY } from './shared/text';

function Unit({ unit, field }: { unit: unknown; field: FieldMeta }) {
  if (unit === null || unit === undefined || unit === '') return null;
  const dictCode = typeof field.props?.unitDict === 'string' ? field.props.unitDict : null;
  if (typeof unit === 'string' && dictCode) return <DictName dictCode={dictCode} value={unit} empty="" />;
  if (typeof unit === 'object') return <DictName dictCode={dictCode} value={unit} empty="" />;
  return <>{String(unit)}</>;
}

function Quantity({ value, unit, field }: { value: unknown; unit: unknown; field: FieldMeta }) {
  const text = formatNumber(value);
  if (!text) return <>{EMPTY}</>;
  return (
    <>
      {text} <Unit unit={unit} field={field} />
    </>
  );
}

function unitFieldOf(field: FieldMeta): string {
  return typeof field.props?.unitField === 'string' ? field.props.unitField : 'unit';
}

function MaterialNumEdit({ value, onChange, field, disabled }: EditProps) {
  const unit = field.props?.unit;
  return <NumberInput value={value} onChange={onChange} rules={numberRulesOf(field)} disabled={disabled} suffix={unit ? <Unit unit={unit} field={field} /> : undefined} />;
}

function MaterialNumRead({ value, field }: ReadProps) {
  return (
    <span>
      <Quantity value={value} unit={field.props?.unit} field={field} />
    </span>
  );
}

export const MaterialNumRenderer: FieldRenderer = {
  dataType: 'MaterialNum',
  valueType: 'number',
  Edit: MaterialNumEdit,
  Read: MaterialNumRead,
  Cell: ({ value, record, field }) => (
    <div style={{ textAlign: 'right' }}>
      <Quantity value={value} unit={record?.[unitFieldOf(field)] ?? field.props?.unit} field={field} />
    </div>
  ),
  text: (value) => formatNumber(value),
  validate: (value, field) => validateNumber(value, numberRulesOf(field)),
};
