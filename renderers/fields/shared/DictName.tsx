// The name of a dict value (or several), looked up in the shared dictionary cache.
import { useDict, dictText } from './dictCache';
import { EMPTY } from './text';

interface Props {
  dictCode: string | null;
  value: unknown;
  /** what to show for no value (default: the shared placeholder) */
  empty?: string;
}

export function DictName({ dictCode, value, empty = EMPTY }: Props) {
  const { items } = useDict(dictCode);
  const text = dictText(items, value);
  return <>{text || empty}</>;
}
