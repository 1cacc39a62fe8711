// zh_CN strings of the 追溯 module, loaded with its page (src/i18n/modules.ts) or its button.
export default {
  trace: {
    title: '溯源图谱',
    receiptId: '单据 ID',
    receiptIdPlaceholder: '输入单据 ID',
    search: '查看溯源',
    invalidId: '请输入有效的单据 ID（正整数）',
    recent: '最近查看',
    pick: '请输入单据 ID，或在单据详情中点击“溯源图谱”',
    empty: '暂无关联单据',
    loadFailed: '溯源数据加载失败',
    documents: '关联单据（{{count}}）',
    current: '当前单据',
    noPage: '当前角色没有可打开该单据的页面',
    zoomIn: '放大',
    zoomOut: '缩小',
    fit: '适应画布',
    graph: '单据关系图',
    open: '溯源图谱',
    openUnsaved: '保存单据后可查看溯源图谱',
  },
};
