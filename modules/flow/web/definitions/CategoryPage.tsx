// flowable/Class (流程分类): the categories the designer's process category picks from — add, edit,
// remove (confirmed; a category some process uses is refused by the server, its message shown).
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { ServiceListPage } from '../../../../src/templates/service-list/ServiceListPage';
import { defineServiceList, type ModalProps, wholeList } from '../../../../src/templates/service-list/types';
import type { FlowCategoryView } from '../../contracts';
import { FlowCategoryApi, quiet } from './api';
import { CategoryFormModal } from './CategoryFormModal';

const FN = 'flowable.class';

const dialog = (editing: FlowCategoryView | null, p: ModalProps) => <CategoryFormModal open editing={editing} onClose={p.onClose} onSaved={p.onDone} />;

export const categoryList = defineServiceList<FlowCategoryView>({
  testId: 'flow-category',
  load: () => FlowCategoryApi.list([], quiet).then(wholeList),
  paged: false,
  columns: [
    { title: 'flowDefs.categoryCode', field: 'code', width: 200 },
    { title: 'flowDefs.categoryName', field: 'name' },
    { title: 'flowDefs.sn', field: 'sn', width: 90, align: 'right' },
    { title: 'flowDefs.used', field: 'used', width: 90, align: 'right' },
    { title: 'flowDefs.remark', field: 'remark', ellipsis: true },
  ],
  toolbar: [{ label: 'flowDefs.addCategory', fn: `${FN}.create`, icon: <PlusOutlined />, primary: true, modal: (p) => dialog(null, p), done: 'flowDefs.saved' }],
  rowActions: [
    { label: 'flowDefs.edit', fn: `${FN}.update`, modal: dialog, done: 'flowDefs.saved' },
    {
      label: 'flowDefs.remove',
      fn: `${FN}.delete`,
      danger: true,
      hint: (c, t) => (c.used ? t('flowDefs.categoryInUse', { count: c.used }) : undefined),
      confirm: (c, t) => t('flowDefs.removeCategoryConfirm', { name: c.name }),
      run: (c) => FlowCategoryApi.remove([[c.id]], quiet),
      done: 'flowDefs.deleted',
    },
  ],
  actionsWidth: 160,
  confirmTitle: 'flowDefs.attention',
  totalText: 'flowDefs.total',
  failedText: 'flowDefs.failed',
});

export default function CategoryPage() {
  return <ServiceListPage def={categoryList} />;
}
