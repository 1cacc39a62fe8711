// en_US strings of the 追溯 module, loaded with its page (src/i18n/modules.ts) or its button.
import type zh_CN from './zh_CN';

const en_US: typeof zh_CN = {
  trace: {
    title: 'Trace-back map',
    receiptId: 'Document ID',
    receiptIdPlaceholder: 'Enter a document ID',
    search: 'Trace',
    invalidId: 'Enter a valid document ID (a positive whole number)',
    recent: 'Recent',
    pick: 'Enter a document ID, or open the trace-back map from a document\'s detail',
    empty: 'No related documents',
    loadFailed: 'The trace could not be loaded',
    documents: 'Related documents ({{count}})',
    current: 'Starting document',
    noPage: 'Your role has no page that shows this document',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    fit: 'Fit to view',
    graph: 'Document graph',
    open: 'Trace-back map',
    openUnsaved: 'Save the document to see its trace-back map',
  },
};

export default en_US;
