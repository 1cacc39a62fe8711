// What the modules' App and Hmi pages use of the portal shells (src/portals): the shell's context,
// the scan field and the scanner hook.
export { type PortalInfo, usePortal } from './PortalContext';
export { ScanField } from './ScanField';
export { useScanner } from '../scan/useScanner';
export { createWedge } from '../scan/wedge';
export { RecordCards } from './RecordCards';
