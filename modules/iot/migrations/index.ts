// The IoT module's schema changes beyond its entity tables (collected values, latest values, gateway secrets).
import * as m027 from './027-iot-values';

export default { '027-iot-values': m027 };
