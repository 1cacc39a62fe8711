// 标识管理 (identity): coding rules (编码规则) — their segments, checks, live preview and the
// gap-free generator other modules number barcodes and batches with (server/generate.ts) — and
// the identity fields (标识字段) their string segments draw on. Labels and the print designer are
// another module's (their menu entries stay as the catalogue declares them).
import { defineModule } from '../define';
import { IdentityRule } from './entities/rule';
import { IdentitySerial } from './entities/serial';
import { identityMenu } from './menus';
import { FIELD_PAGE, identityPages } from './pages';

export default defineModule({
  code: 'identity',
  entities: [IdentityRule, IdentitySerial],
  pages: Object.values(identityPages),
  menus: { Web: [identityMenu] },
  // the warehouse keeper sees the rules its barcodes follow; changing them is the administrator's
  grants: { warehouse: [{ pages: [identityPages.Rule.url, FIELD_PAGE], buttons: 'readOnly' }] },
  server: () => import('./server'),
});
