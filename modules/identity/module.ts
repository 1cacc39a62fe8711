// 标识管理 (identity): coding rules (编码规则) — their segments, checks, live preview and the
// gap-free generator other modules number barcodes and batches with (server/generate.ts) — and
// the identity fields (标识字段) their string segments draw on — and label templates (标签模板) with
// their designer (打印设计器): elements placed in mm, printed at true size (server/label-pdf.ts).
import { stackPages } from '../../schemas/documents/stack';
import { defineModule } from '../../schemas/modules/define';
import { IdentityLabel } from './entities/label';
import { IdentityRule } from './entities/rule';
import { IdentitySerial } from './entities/serial';
import { identityMenu } from './menus';
import { FIELD_PAGE, identityPages, identityStacks } from './pages';

export default defineModule({
  code: 'identity',
  entities: [IdentityRule, IdentitySerial, IdentityLabel],
  pages: stackPages(identityStacks),
  menus: { Web: [{ ...identityMenu, after: 'mod.finance' }] },
  // the warehouse keeper sees the rules and label templates its barcodes follow; changing them is the administrator's
  grants: { warehouse: [{ pages: [identityPages.Rule.url, FIELD_PAGE, identityPages.Label.url], buttons: 'readOnly' }] },
  server: () => import('./server'),
});
