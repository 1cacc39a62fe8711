// The events module's own tables (migrations/033-event.ts), typed into the core's DB by declaration merging.
export const EVENT_TABLES = ['evt_state', 'evt_notice'] as const;

declare module '../../server/db/types' {
  interface DB {
    evt_state: {
      tenant_id: string;
      rule_id: number;
      subject: string;
      equipment_id: number | null;
      holds_since: Date | null;
      last_at: Date | null;
      last_value: string | null;
      open_event_id: number | null;
    };
    evt_notice: { tenant_id: string; message_id: number; event_id: number; user_id: number };
  }
}
