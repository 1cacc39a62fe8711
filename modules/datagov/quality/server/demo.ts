import type { SeedContext } from '../../../../server/modules/types';
export async function seedQualityDemo(_ctx: SeedContext): Promise<void> {}
