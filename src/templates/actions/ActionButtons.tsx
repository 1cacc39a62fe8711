// The buttons of a page's declared actions at one place (toolbar or detail), each shown only when
// the role holds its function code, disabled where it does not apply.
import { Button } from 'antd';
import { type ActionDef, actionFunction } from '../../../schemas/pages/types';
import { currentLanguage } from '../../i18n';

export interface ActionButtonsProps {
  actions: readonly ActionDef[];
  can: (operation: string) => boolean;
  /** the records it would act on (none selected: toolbar actions are disabled) */
  records: ReadonlyArray<Record<string, unknown>>;
  running: string | null;
  onRun: (action: ActionDef, records: ReadonlyArray<Record<string, unknown>>) => void;
}

export const actionLabel = (a: ActionDef) => (currentLanguage() === 'en_US' ? a.labelEn : a.label);

/** Does the action apply to these records (at least one, each in one of its statuses)? */
export function applies(action: ActionDef, records: ReadonlyArray<Record<string, unknown>>): boolean {
  if (!records.length) return action.place === 'toolbar' && action.noSelection === true;
  if (!action.statuses) return true;
  return records.every((r) => action.statuses!.includes(String((r.status_dict as { dict?: string } | undefined)?.dict ?? '')));
}

export function ActionButtons({ actions, can, records, running, onRun }: ActionButtonsProps) {
  return (
    <>
      {actions
        .filter((a) => can(actionFunction(a)))
        .map((a) => (
          <Button key={a.code} loading={running === a.code} disabled={!applies(a, records) || (running !== null && running !== a.code)} onClick={() => onRun(a, records)}>
            {actionLabel(a)}
          </Button>
        ))}
    </>
  );
}
