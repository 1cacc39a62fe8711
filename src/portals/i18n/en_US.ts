export default {
  portal: {
    name: { App: 'Mobile', Hmi: 'Shop-floor terminal', Web: 'Web' },
    home: 'Home',
    me: 'Me',
    back: 'Back',
    logout: 'Log out',
    logoutConfirm: 'Log out now?',
    role: 'Role',
    user: 'User',
    emptyMenu: 'Your role has no pages on this portal. Ask your administrator to allocate some.',
    navFailed: 'The menu could not be loaded',
    notAvailable: 'This page is not available on the {{portal}} portal',
    notAvailableHint: 'Open “{{name}}” on the Web portal.',
    notInMenu: 'This page is not in your menu',
    unavailableTag: 'Not here',
    scan: { label: 'Scan input', placeholder: 'Scan or type a code, then Enter' },
  },
};
