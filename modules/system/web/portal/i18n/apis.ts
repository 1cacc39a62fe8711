// Strings of 接口管理 (system/Api): the calls the server answers, with their access and argument shapes.
export const apisZh = {
  apis: {
    keyword: '接口路径',
    /** an example call path (the search box's placeholder) */
    keywordHint: 'portal.Menu',
    total: '共 {{total}} 个接口',
    path: '接口',
    access: '调用权限',
    detail: '接口详情',
    args: '参数（JSON Schema，按位置）',
    noArgs: '无参数',
    copy: '复制路径',
    copied: '已复制',
    failed: '接口加载失败',
    accessKinds: { public: '公开', session: '登录即可' },
  },
};

export const apisEn: typeof apisZh = {
  apis: {
    keyword: 'Call path',
    keywordHint: 'portal.Menu',
    total: '{{total}} calls',
    path: 'Call',
    access: 'Access',
    detail: 'Call detail',
    args: 'Arguments (JSON Schema, by position)',
    noArgs: 'No arguments',
    copy: 'Copy path',
    copied: 'Copied',
    failed: 'Could not load the call',
    accessKinds: { public: 'Public', session: 'Any signed-in user' },
  },
};
