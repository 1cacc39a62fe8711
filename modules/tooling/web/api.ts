// The typed clients of tool.Cutter and tool.Fixture (types only from the contracts: zod stays out of the bundle).
import { client } from '../../../src/api/services';
import type { toolCutter, toolFixture } from '../contracts';

export const CutterApi = client<typeof toolCutter>('tool.Cutter');
export const FixtureApi = client<typeof toolFixture>('tool.Fixture');

/** Our own failure display in the dialog: no global notice. */
export const quiet = { ignoreError: true } as const;
