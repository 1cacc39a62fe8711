// The row actions column of the lists (fixed right): edit or detail, and delete. Plain buttons
// styled as links (rowActions.css), not antd Buttons: a list draws two of them on every row in
// view, and each antd Button brings its own style hooks and wave effect.
import { theme } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { Fragment, useMemo, type CSSProperties } from 'react';
import type { RecordRow } from '../../engine/columns';
import type { RowAction } from './listConfig';
import './rowActions.css';

export const ROW_ACTIONS_KEY = '__actions';

/** A page's declared row action, as the column draws it. */
export interface ExtraRowAction {
  key: string;
  label: string;
  applies: (row: RecordRow) => boolean;
  onRun: (row: RecordRow) => void;
}

export interface RowActionsOptions {
  /** the actions the user may take (delete already left out when not granted) */
  actions: readonly RowAction[];
  /** `edit` reads 编辑 when update is granted, 详情 otherwise */
  canEdit: boolean;
  t: TFunction;
  onOpen: (id: number) => void;
  onDelete: (row: RecordRow) => void;
  /** declared row actions the role holds (after edit/detail, before delete) */
  extra?: readonly ExtraRowAction[];
}

export function rowActionsColumn({ actions, canEdit, t, onOpen, onDelete, extra = [] }: RowActionsOptions): ColumnType<RecordRow> {
  const labels = actions.map((action) => (action === 'delete' ? t('templates.delete') : action === 'edit' && canEdit ? t('templates.edit') : t('templates.detail')));
  return {
    key: ROW_ACTIONS_KEY,
    title: t('templates.actions'),
    width: 140 + extra.length * 72,
    fixed: 'right',
    render: (_: unknown, row: RecordRow) => (
      <span className="pf-row-actions">
        {actions.map((action, i) => (
          <Fragment key={action}>
            {action === 'delete' ? extraButtons(extra, row) : null}
            <button
              type="button"
              className={action === 'delete' ? 'pf-row-action pf-row-action-danger' : 'pf-row-action'}
              onClick={() => (action === 'delete' ? onDelete(row) : onOpen(Number(row.id)))}
            >
              {labels[i]}
            </button>
          </Fragment>
        ))}
        {actions.includes('delete') ? null : extraButtons(extra, row)}
      </span>
    ),
  };
}

function extraButtons(extra: readonly ExtraRowAction[], row: RecordRow) {
  return extra.map((a) => (
    <button key={a.key} type="button" className="pf-row-action" disabled={!a.applies(row)} onClick={() => a.onRun(row)}>
      {a.label}
    </button>
  ));
}

/** The theme's colours for rowActions.css, as CSS variables (set them on an element around the table). */
export function useRowActionColors(): CSSProperties {
  const { token } = theme.useToken();
  return useMemo(
    () =>
      ({
        '--pf-color-link': token.colorLink,
        '--pf-color-link-hover': token.colorLinkHover,
        '--pf-color-link-active': token.colorLinkActive,
        '--pf-color-error': token.colorError,
        '--pf-color-error-hover': token.colorErrorHover,
        '--pf-color-error-active': token.colorErrorActive,
        '--pf-color-primary-border': token.colorPrimaryBorder,
      }) as CSSProperties,
    [token],
  );
}
