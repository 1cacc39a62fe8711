// The warehouse's schema changes beyond its entity tables (the robot fleet).
import * as m020 from './020-robot';

export default { '020-robot': m020 };
