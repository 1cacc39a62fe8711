// Builds the renderer of a reference type: the shared picker for editing, names (code in grey)
// for reading. Entity: field.props.entityCode, else the attribute's quoteEntityCode, else the
// one its field type refers to (schemas/fieldTypes: Supplier → Supplier, SalesMan → Person, ...).
import { Typography } from 'antd';
import { Fragment } from 'react';
import type { DataType } from '../../../schemas/entities/define';
import { fieldTypeOf } from '../../../schemas/fieldTypes';
import type { FuzzyValue } from '../../../schemas/rpc/datax';
import type { EditProps, FieldMeta, FieldRenderer, ReadProps } from '../types';
import { parseReferenceLimit, refName, refsOf, type RefLike } from './reference';
import { peekRef, useResolvedRefs } from './referenceCache';
import { ReferencePicker } from './ReferencePicker';
import { EMPTY } from './text';

export const FUZZY_PAGE_SIZE = 12;

function Names({ refs }: { refs: RefLike[] }) {
  if (!refs.length) return <span>{EMPTY}</span>;
  return (
    <span>
      {refs.map((ref, i) => (
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

export function referenceRenderer(dataType: DataType, pageSize = FUZZY_PAGE_SIZE): FieldRenderer {
  const defaultEntity = fieldTypeOf(dataType)?.quote ?? null;
  const entityOf = (field: FieldMeta): string | null => {
    const fromProps = field.props?.entityCode;
    return (typeof fromProps === 'string' && fromProps) || field.attr?.quoteEntityCode || defaultEntity;
  };

  function Edit({ value, onChange, field, disabled }: EditProps) {
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
      />
    );
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
