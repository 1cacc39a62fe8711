// After each server test file: its database clones are dropped (setupFiles of the server project;
// a setup file's afterAll runs after the test file's own, which close the file's servers).
import { afterAll } from 'vitest';
import { dropClones } from './server';

afterAll(dropClones, 60_000);
