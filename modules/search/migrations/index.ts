// 文档检索's schema changes: the search index, its queue and the attachments' extracted text; the
// index's tsvector kept in its row (030).
import * as m028 from './028-search';
import * as m030 from './030-search-tsv-inline';

export default { '028-search': m028, '030-search-tsv-inline': m030 };
