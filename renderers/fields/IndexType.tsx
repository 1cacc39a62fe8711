// Index: the row number. Cells count rows from 1; edit and read show the stored value, read-only.
import type { EditProps, FieldRenderer, ReadProps } from './types';
import { displayText, plainText } from './shared/text';

function IndexRead({ value }: ReadProps | EditProps) {
  return <span>{displayText(value)}</span>;
}

export const IndexRenderer: FieldRenderer = {
  dataType: 'Index',
  valueType: 'number',
  Edit: IndexRead,
  Read: IndexRead,
  Cell: ({ index }) => (Number.isInteger(index) && index >= 0 ? String(index + 1) : ''),
  text: (value) => plainText(value),
};
