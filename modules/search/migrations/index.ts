// 文档检索's schema changes: the search index, its queue and the attachments' extracted text.
import * as m028 from './028-search';

export default { '028-search': m028 };
