// The product runs on Node 24 LTS (package.json engines). `npm install` puts it in
// node_modules/.bin through npm's `node` package, and npm scripts put that folder first on the
// PATH, so `npm start`, `npm test` and `npm run bench` use it whatever Node the machine has (npm
// itself may run on an older one). A script started by hand with another Node says so.
const WANTED_MAJOR = 24;

export function checkNodeVersion(script) {
  const major = Number(process.versions.node.split('.')[0]);
  if (major === WANTED_MAJOR) return;
  console.warn(
    `[${script}] this is Node ${process.versions.node}; Plantform runs on Node ${WANTED_MAJOR} LTS, which npm install puts in node_modules/.bin. ` +
      'Run it through npm (npm start, npm test, npm run bench) to use that one.',
  );
}
