// Builds the renderer of a reference type: the shared picker for editing, names (code in grey)
// for reading. Entity: field.props.entityCode, else the attribute's quoteEntityCode, else the
// one its field type refers to (schemas/fieldTypes: Supplier → Supplier, SalesMan → Person, ...).
import type { GeneralField } from '@formily/core';
import { observer, useField } from '@formily/react';
import { Typography } from 'antd';
import { Fragment } from 'react';
import type { DataType } from '../../../schemas/entities/define';
import { fieldTypeOf } from '../../../schemas/fieldTypes';
import type { FuzzyValue } from '../../../schemas/rpc/datax';
import type { EditProps, FieldMeta, FieldRenderer, ReadProps } from '../types';
import { parseReferenceLimit, refName, refOf, refsOf, type RefLike } from './reference';
import { peekRef, useResolvedRefs } from './referenceCache';
import { ReferencePicker } from './ReferencePicker';
import { EMPTY } from './text';

export const FUZZY_PAGE_SIZE = 12;

function Names({ refs }: { refs: RefLike[] }) {
  if (!refs.length) return <span>{EMPTY}</span>;
  return (
    <span>
      {refs.map((ref, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: read-only names, where the same record may appear twice and a bare name has no id
        <Fragment key={`${ref.id ?? ''}:${i}`}>
          {i > 0 && ', '}
          <span>{refName(ref)}</span>
          {ref.name && ref.code ? (
            <Typography.Text type="secondary" style={{ marginInlineStart: 4 }}>
              {ref.code}
            </Typography.Text>
          ) : null}
        </Fragment>
      ))}
    </span>
  );
}

function ResolvedNames({ value, entityCode, fetchMissing }: { value: unknown; entityCode: string | null; fetchMissing: boolean }) {
  return <Names refs={useResolvedRefs(entityCode, refsOf(value), fetchMissing)} />;
}


/**
 * What a scoped reference's picker narrows by (AttrDef.quote.scope): for each quoted attribute, the
 * value of a field of the same row (`x`: a sibling in the form) or of the header (`header.x`);
 * fields not filled yet narrow nothing.
 */
export function scopeWhere(scope: Record<string, string> | null | undefined, field: GeneralField | null | undefined): Record<string, number> | undefined {
  if (!scope || !field) return undefined;
  const out: Record<string, number> = {};
  for (const [col, ref] of Object.entries(scope)) {
    const raw = ref.startsWith('header.') ? (field.form.values as Record<string, unknown> | undefined)?.[ref.slice(7)] : field.query(`.${ref}`).value();
    const id = refOf(raw)?.id ?? null;
    if (id !== null) out[col] = id;
  }
  return Object.keys(out).length ? out : undefined;
}

export function referenceRenderer(dataType: DataType, pageSize = FUZZY_PAGE_SIZE): FieldRenderer {
  const defaultEntity = fieldTypeOf(dataType)?.quote ?? null;
  const entityOf = (field: FieldMeta): string | null => {
    const fromProps = field.props?.entityCode;
    return (typeof fromProps === 'string' && fromProps) || field.attr?.quoteEntityCode || defaultEntity;
  };

  // biome-ignore-start lint/correctness/noComponentHookFactories: this factory runs once per reference type when the renderers are registered, never inside a render
  // an observer: a scoped picker follows the fields it is narrowed by
  const ScopedEdit = observer(function ScopedEdit({ value, onChange, field, disabled }: EditProps) {
    const form = useField();
    const where = scopeWhere(field.attr?.quoteScope, form);
    const onPick = typeof field.props?.onPick === 'function' ? (field.props.onPick as (hits: FuzzyValue[]) => void) : undefined;
    return (
      <ReferencePicker
        entityCode={entityOf(field)}
        pageSize={pageSize}
        value={value}
        onChange={onChange}
        multiple={field.multiple}
        disabled={disabled}
        limit={parseReferenceLimit(field.limitValue)}
        onPick={onPick}
        where={where}
      />
    );
  });
  function Edit(props: EditProps) {
    return <ScopedEdit {...props} />;
  }
  Edit.displayName = `${dataType}Edit`;

  function Read({ value, field }: ReadProps) {
    return <ResolvedNames value={value} entityCode={entityOf(field)} fetchMissing />;
  }
  Read.displayName = `${dataType}Read`;

  return {
    dataType,
    valueType: 'object',
    Edit,
    Read,
    // cells never call the server per row: rows carry {id, code, name}; a bare id shows as known or as is
    Cell: ({ value, field }) => <ResolvedNames value={value} entityCode={entityOf(field)} fetchMissing={false} />,
    // biome-ignore-end lint/correctness/noComponentHookFactories: the components above
    text: (value, field) => {
      const entity = entityOf(field);
      return refsOf(value)
        .map((ref) => {
          const hit = !ref.name && !ref.code && ref.id !== null && entity ? peekRef(entity, ref.id) : undefined;
          return hit ? hit.name || hit.code : refName(ref);
        })
        .join(', ');
    },
  };
}
