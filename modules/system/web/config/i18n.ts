// Strings of 参数配置 (system/Config), under the module's `config` key.
export const configZh = {
  save: '保存',
  reset: '撤销修改',
  saved: '保存数据成功。',
  failed: '保存失败',
  loadFailed: '加载失败',
  defaultValue: '默认值：{{value}}',
  modifiedBy: '{{name}} 于 {{time}} 修改',
  yes: '是',
  no: '否',
  unchanged: '没有需要保存的修改',
  readOnly: '当前角色没有修改参数的权限',
};

export const configEn: typeof configZh = {
  save: 'Save',
  reset: 'Undo changes',
  saved: 'Data saved successfully.',
  failed: 'Saving failed',
  loadFailed: 'Loading failed',
  defaultValue: 'Default: {{value}}',
  modifiedBy: 'Changed by {{name}} at {{time}}',
  yes: 'Yes',
  no: 'No',
  unchanged: 'Nothing has changed',
  readOnly: 'Your role may not change parameters',
};
