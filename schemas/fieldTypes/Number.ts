// Number: a decimal, or a whole number (integer column) when the attribute says so.
import { numberFieldType } from './define';

export const NumberField = numberFieldType('Number', { zh_CN: '数字', en_US: 'Number' });
