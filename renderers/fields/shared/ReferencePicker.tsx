// The one searchable picker behind every reference type: server-side fuzzy search of an entity
// (code/name contains the text) through datax.Entity/fuzzyPage, debounced, paged with "load more".
import { Button, Empty, Select, Spin } from 'antd';
import { useDebounceFn } from 'ahooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FuzzyValue } from '../../../schemas/rpc/datax';
import { EntityApi } from '../../../src/api/services';
// the app's i18next instance (useTranslation finds it once it is initialised)
import '../../../src/i18n';
import { refLabel, refsOf, toRefValue, type ReferenceLimit, type RefLike, type RefValue } from './reference';
import { peekRef, rememberRefs, useResolvedRefs } from './referenceCache';

export const SEARCH_DEBOUNCE_MS = 300;
/** the server refuses longer search texts */
const MAX_TEXT = 128;

export interface ReferencePickerProps {
  entityCode: string | null;
  /** fuzzy search pages by 12, or 13 for materials */
  pageSize: number;
  value?: unknown;
  onChange?: (value: RefValue | RefValue[] | null) => void;
  multiple?: boolean;
  disabled?: boolean;
  limit?: ReferenceLimit;
  /** the picked records with everything the search answered (e.g. a material's unit in `extra`) */
  onPick?: (hits: FuzzyValue[]) => void;
  /** only records whose attribute equals the value (AttrDef.quote.scope: a position of the chosen warehouse) */
  where?: Record<string, number>;
}

interface Option {
  value: number;
  label: string;
}

const optionOf = (ref: RefLike): Option | null => (ref.id === null ? null : { value: ref.id, label: refLabel(ref) });

export function ReferencePicker({ entityCode, pageSize, value, onChange, multiple = false, disabled, limit = {}, onPick, where }: ReferencePickerProps) {
  const { t } = useTranslation();
  const fixed = useResolvedRefs(entityCode, limit.fixed ?? []);
  const selected = useResolvedRefs(entityCode, refsOf(value));
  const [hits, setHits] = useState<FuzzyValue[]>([]);
  const [total, setTotal] = useState(0);
  const [loadedPage, setLoadedPage] = useState(0);
  const [loading, setLoading] = useState(false);
  const text = useRef('');
  const loadedText = useRef<string | null>(null);
  // answers of superseded searches are dropped (the rpc client's own cancel is off: see below)
  const sequence = useRef(0);
  const idsKey = (limit.ids ?? []).join(',');
  const whereKey = where && Object.keys(where).length ? JSON.stringify(where) : '';
  const isFixed = fixed.length > 0;

  const load = useCallback(
    (searchText: string, page: number) => {
      if (!entityCode) return;
      const mine = ++sequence.current;
      setLoading(true);
      const query = { entityCode, text: searchText.slice(0, MAX_TEXT), page, pageSize, ...(idsKey ? { ids: idsKey.split(',').map(Number) } : {}), ...(whereKey ? { where: JSON.parse(whereKey) as Record<string, number> } : {}) };
      // cancelPrevious: false: every picker of the page shares this URL; staleness is ours to judge
      EntityApi.fuzzyPage([query], { cancelPrevious: false })
        .then((answer) => {
          if (mine !== sequence.current) return;
          const items = Array.isArray(answer?.itemList) ? answer.itemList.filter((h) => h && typeof h.id === 'number') : [];
          rememberRefs(entityCode, items);
          setHits((previous) => (page === 1 ? items : [...previous, ...items.filter((h) => !previous.some((p) => p.id === h.id))]));
          setTotal(typeof answer?.total === 'number' ? answer.total : 0);
          setLoadedPage(page);
          loadedText.current = searchText;
          // in the same render as the rows: "load more" under the new rows answers the first click
          setLoading(false);
        })
        // the rpc client has already told the user; the picker stays usable for another try
        .catch(() => {
          if (mine === sequence.current) setLoading(false);
        });
    },
    [entityCode, pageSize, idsKey, whereKey],
  );
  const { run: searchLater, cancel: cancelSearch } = useDebounceFn((searchText: string) => load(searchText, 1), { wait: SEARCH_DEBOUNCE_MS });

  // an answer that arrives after the picker is gone is dropped
  useEffect(
    () => () => {
      sequence.current += 1;
    },
    [],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new entity, id limit or scope starts from scratch (they trigger the reset, it does not read them)
  useEffect(() => {
    setHits([]);
    setTotal(0);
    setLoadedPage(0);
    loadedText.current = null;
  }, [entityCode, idsKey, whereKey]);

  // the only possible choice is pre-filled into an empty value (once it has a name)
  const prefilled = useRef(false);
  const only = fixed.length === 1 && fixed[0].id !== null && (fixed[0].code || fixed[0].name) ? fixed[0] : null;
  useEffect(() => {
    if (prefilled.current || !only || selected.length || disabled) return;
    prefilled.current = true;
    const ref = toRefValue({ ...only, id: only.id as number });
    onChange?.(multiple ? [ref] : ref);
  }, [only, selected.length, multiple, disabled, onChange]);

  const more = !isFixed && hits.length < total;
  const loadMore = () => {
    if (!loading && more) load(text.current, loadedPage + 1);
  };

  const find = (id: number): RefValue => {
    const ref = [...hits, ...fixed, ...selected].find((r) => r.id === id) ?? (entityCode ? peekRef(entityCode, id) : undefined);
    return toRefValue({ id, code: ref?.code, name: ref?.name });
  };
  const hitsOf = (ids: number[]) => ids.map((id) => hits.find((h) => h.id === id) ?? (entityCode ? peekRef(entityCode, id) : undefined)).filter((h): h is FuzzyValue => !!h);

  const handleChange = (next: Option | Option[] | undefined) => {
    const ids = (Array.isArray(next) ? next : next ? [next] : []).map((o) => o.value);
    if (ids.length) onPick?.(hitsOf(ids));
    if (multiple) onChange?.(ids.map(find));
    else onChange?.(ids.length ? find(ids[0]) : null);
  };

  const selectedOptions = selected.map(optionOf).filter((o): o is Option => o !== null);
  const listed = (isFixed ? fixed : hits).map((h) => optionOf({ id: h.id, code: h.code ?? '', name: h.name ?? '' })).filter((o): o is Option => o !== null);

  return (
    <Select<Option | Option[]>
      style={{ width: '100%' }}
      mode={multiple ? 'multiple' : undefined}
      labelInValue
      value={multiple ? selectedOptions : selectedOptions[0]}
      options={listed}
      showSearch={!isFixed}
      filterOption={false}
      allowClear
      // pages are small (12/13 per page); a real list keeps "load more" simple and testable
      virtual={false}
      disabled={disabled || !entityCode}
      loading={loading}
      placeholder={isFixed ? t('fields.pleaseSelect') : t('fields.searchPlaceholder')}
      notFoundContent={loading ? <Spin size="small" /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('fields.noData')} />}
      onOpenChange={(open) => {
        if (!open || isFixed) return;
        // a closed dropdown forgets its search text: list from the start again
        if (loadedText.current !== '' || text.current !== '') {
          cancelSearch();
          text.current = '';
          load('', 1);
        }
      }}
      onSearch={
        isFixed
          ? undefined
          : (searchText) => {
              text.current = searchText;
              searchLater(searchText);
            }
      }
      onPopupScroll={(event) => {
        const target = event.currentTarget;
        if (target.scrollTop + target.clientHeight >= target.scrollHeight - 24) loadMore();
      }}
      popupRender={(menu) => (
        <>
          {menu}
          {more && (
            <Button type="link" block size="small" loading={loading} onMouseDown={(e) => e.preventDefault()} onClick={loadMore}>
              {t('fields.loadMore')}
            </Button>
          )}
        </>
      )}
      onChange={handleChange}
    />
  );
}
