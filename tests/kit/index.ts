// The server test kit: a server and sessions, answers and refusals, uploads, sheets.
export * from './server';
export * from './envelope';
export * from './documents';
export * from './session';
export * from './sheets';
export * from './upload';
