// The workbench's own table beyond the catalogue's: saved BI analyses.
import * as m029 from './029-workbench';

export default { '029-workbench': m029 };
