// The thread that does a run's synchronous file work (file-pool.ts starts it): the server's
// TypeScript is loaded through tsx here too, under `npm start` and under vitest alike.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
