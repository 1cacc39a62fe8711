// 事件管理 (events): rules over machines' IoT signals, their stops and late work orders; the events
// they raise (one open per rule and machine), acknowledged, escalated and closed with a cause; the
// notified roles' messages (the shell's bell, 消息列表); the event records and the downtime losses.
// Entity ids 880–889, migration 033.
import { stackEntities, stackPages } from '../../schemas/documents/stack';
import { defineModule } from '../../schemas/modules/define';
import { eventMenu } from './menus';
import { CAUSE_DICT, CAUSES } from './options';
import { eventStacks } from './pages';
import { eventReports } from './reports';
import { EVENT_TABLES } from './tables';
import { EVENT_VIEWS } from './views';

export default defineModule({
  code: 'event',
  entities: stackEntities(eventStacks),
  pages: stackPages(eventStacks),
  reports: Object.values(eventReports),
  views: EVENT_VIEWS,
  dicts: { [CAUSE_DICT]: CAUSES.map(([v, zh, en]) => [v, zh, en] as [string, string, string]) },
  tenantTables: [...EVENT_TABLES],
  migrations: () => import('./migrations').then((m) => m.default),
  menus: { Web: [{ ...eventMenu, after: 'mod.flow' }] },
  // the shop floor answers its machines' events (acknowledge, close, comment) and reads its messages;
  // the read-only roles see events, rules and reports
  grants: {
    operator: [
      { pages: ['event/'], buttons: 'readOnly' },
      { pages: ['event/list', 'event/detail', 'event/addComment', 'event/MessageList'], buttons: 'all' },
    ],
    viewer: [{ pages: ['event/'], buttons: 'readOnly' }],
  },
  server: () => import('./server'),
});
