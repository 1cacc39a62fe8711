// The App and Hmi portal shells' strings (loaded with the portal's shell, like the Web shell's).
export default {
  portal: {
    name: { App: '移动端', Hmi: '工控端', Web: '网页端' },
    home: '首页',
    me: '我的',
    back: '返回',
    logout: '退出登录',
    logoutConfirm: '确定退出登录？',
    role: '角色',
    user: '用户',
    emptyMenu: '您的角色在此门户没有可用的页面，请联系管理员分配。',
    navFailed: '菜单加载失败',
    notAvailable: '此页面暂不支持在{{portal}}上使用',
    notAvailableHint: '「{{name}}」请在网页端打开。',
    notInMenu: '您的菜单中没有此页面',
    unavailableTag: '不可用',
    scan: { label: '扫码输入', placeholder: '扫描或输入条码后回车' },
  },
};
