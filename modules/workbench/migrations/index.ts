// The workbench's own tables beyond the catalogue's: saved BI analyses, and the cards users pin.
import * as m029 from './029-workbench';
import * as m042 from './042-workbench-pins';

export default { '029-workbench': m029, '042-workbench-pins': m042 };
