// The project module's tables beyond its entities': the plan's tasks.
import * as m031 from './031-project-plan';

export default { '031-project-plan': m031 };
