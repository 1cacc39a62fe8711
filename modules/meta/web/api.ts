// The typed client of datax.Metadata for the 元数据 pages.
import { client } from '../../../src/api/services';
import type { dataxMetadata } from '../contracts';

export const MetadataApi = client<typeof dataxMetadata>('datax.Metadata');
