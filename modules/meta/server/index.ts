// The server side of 元数据: datax.Metadata (and {app}.MetadataBean).
import { defineServerModule } from '../../../server/modules/types';
import { metadataService } from './metadata-service';

export default defineServerModule({ services: [metadataService()] });
