// zh_CN strings of 标识管理, loaded with its pages (and before its dialog and preview show).
export default {
  identity: {
    fields: {
      hint: '编码规则的字符串段、数字段从这些字段取值；生成编码时由调用方（条码、批次等）提供字段值，示例值用于编码预览。',
      type: '规则类型',
      allTypes: '全部类型',
      code: '字段编码',
      name: '字段名称',
      nameEn: '英文名称',
      sample: '示例值',
      loadFailed: '标识字段加载失败',
    },
    preview: {
      empty: '添加编码段后，这里显示规则生成的编码',
      note: '按今天的日期、各标识字段的示例值和流水号起始值预览',
    },
    generate: {
      title: '批量生成编码',
      rule: '编码规则',
      count: '生成数量',
      values: '字段值',
      run: '生成',
      close: '关闭',
      download: '下载',
      copy: '复制',
      copied: '已复制',
      result: '已生成 {{count}} 个编码',
      done: '已生成 {{count}} 个编码',
      none: '未生成编码',
      loadFailed: '编码规则加载失败',
      failed: '生成失败',
    },
  },
};
