// EnumType: one of the attribute's fixed options (attr.options, labels by language); a Tag when read.
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EditProps, FieldMeta, FieldRenderer, ReadProps } from './types';
import { OptionSelect } from './shared/OptionSelect';
import { findOption, firstOptions, optionText } from './shared/options';
import { EMPTY } from './shared/text';

const optionsOf = (field: FieldMeta) => firstOptions(field.attr?.options, field.props?.options);
const valuesOf = (value: unknown) => (Array.isArray(value) ? value : [value]).filter((v) => v !== null && v !== undefined && v !== '' && typeof v !== 'object');

const TAG_STYLE = { marginInlineEnd: 0 };

function Tags({ value, field }: { value: unknown; field: FieldMeta }) {
  const options = optionsOf(field);
  const values = valuesOf(value);
  if (!values.length) return <span>{EMPTY}</span>;
  const tag = (v: unknown) => (
    <Tag key={String(v)} color={findOption(options, v)?.color} style={TAG_STYLE}>
      {optionText(options, v)}
    </Tag>
  );
  // one value (the usual case in list cells) needs no Space around it: that doubled a cell's cost
  if (values.length === 1) return tag(values[0]);
  return (
    <Space size={4} wrap>
      {values.map(tag)}
    </Space>
  );
}

function EnumTypeEdit(props: EditProps) {
  return <OptionSelect {...props} options={optionsOf(props.field)} />;
}

function EnumTypeRead({ value, field }: ReadProps) {
  useTranslation(); // re-render on language change
  return <Tags value={value} field={field} />;
}

export const EnumTypeRenderer: FieldRenderer = {
  dataType: 'EnumType',
  valueType: 'string',
  Edit: EnumTypeEdit,
  Read: EnumTypeRead,
  Cell: ({ value, field }) => <Tags value={value} field={field} />,
  text: (value, field) =>
    valuesOf(value)
      .map((v) => optionText(optionsOf(field), v))
      .join(', '),
};
