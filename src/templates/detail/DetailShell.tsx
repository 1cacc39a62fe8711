// The frame of a record's detail view: title, status, return, the status actions (detailActions.ts), the
// page's declared detail actions, print and pager, around whatever shows the record (the
// generated form, or a hand-written view that reuses this shell — see src/templates/index.ts).
import { Card } from 'antd';
import type { ReactNode } from 'react';
import type { ActionDef } from '../../../schemas/pages/types';
import type { RecordValue } from '../../../schemas/rpc/datax';
import { ActionButtons } from '../actions/ActionButtons';
import { useRunAction } from '../actions/useRunAction';
import type { DetailAction } from './detailActions';
import { DetailToolbar } from './DetailToolbar';
import { type LoadedExtra, RecordExtras } from './RecordExtras';
import { ViewDocumentButton } from './ViewDocumentButton';

export interface DetailShellProps {
  title: string;
  /** the status tag (or "new") */
  status: ReactNode;
  record: RecordValue | null;
  entityCode: string;
  /** the entity's receipt type code: documents get 查看单据 and the modules' document buttons (溯源图谱) */
  receiptTypeCode?: string | null;
  /** the modules' buttons for this record, already loaded (useRecordExtras) */
  extras?: readonly LoadedExtra[];
  /** the list page the record belongs to (its function codes; the server checks moves against it) */
  listUrl: string;
  actions: readonly DetailAction[];
  run: Record<DetailAction, () => unknown>;
  can: (operation: string) => boolean;
  /** the page's declared actions (those placed on the detail are shown) */
  declared?: readonly ActionDef[];
  pager: boolean;
  onBack: () => void;
  onStep: (delta: -1 | 1) => unknown;
  /** after a declared action ran: the record changed on the server */
  onChanged: () => void;
  /** the record as the user sees it, saved first when it has unsaved changes (null: not saved) */
  prepare?: () => Promise<RecordValue | null>;
  testId?: string;
  children: ReactNode;
}

export function DetailShell(props: DetailShellProps) {
  const action = useRunAction({ entityCode: props.entityCode, pageUrl: props.listUrl, onDone: props.onChanged });
  const declared = (props.declared ?? []).filter((a) => a.place === 'detail');
  // unsaved edits are saved first (as audit does), so the action acts on what the user sees and
  // the reload after it loses nothing
  const runOnSaved = async (a: ActionDef, records: ReadonlyArray<Record<string, unknown>>) => {
    const current = props.prepare ? await props.prepare() : null;
    if (props.prepare && !current) return;
    action.run(a, current ? [current] : records);
  };
  return (
    <Card variant="borderless" data-testid={props.testId}>
      <DetailToolbar
        title={props.title}
        status={props.status}
        actions={props.actions}
        run={props.run}
        canPrint={props.can('print')}
        pager={props.pager}
        onBack={props.onBack}
        onStep={props.onStep}
        extra={
          // keyed: the toolbar's Space keys its items by position, and the status actions before
          // these change with the record (a shifted key would remount an open drawer's button)
          <>
            {declared.length ? (
              <ActionButtons
                key="declared"
                actions={declared}
                can={props.can}
                records={props.record ? [props.record] : []}
                running={action.running}
                onRun={(a, records) => void runOnSaved(a, records)}
              />
            ) : null}
            <ViewDocumentButton key="view-document" entityCode={props.entityCode} receiptTypeCode={props.receiptTypeCode ?? null} record={props.record} />
            <RecordExtras key="extras" entityCode={props.entityCode} receiptTypeCode={props.receiptTypeCode ?? null} record={props.record} extras={props.extras ?? []} />
          </>
        }
      />
      {props.children}
    </Card>
  );
}
