// What the modules' App and Hmi pages use of the portal shells (src/portals): the shell's context,
// the scan field and the scanner hook, the record cards, a live page's pushed frames and the Hmi
// terminal's machine.
export { type PortalInfo, usePortal } from './PortalContext';
export { ScanField } from './ScanField';
export { useScanner } from '../scan/useScanner';
export { createWedge } from '../scan/wedge';
export { RecordCards } from './RecordCards';
export { useLiveFrames } from './useLiveFrames';
export { setTerminalMachine, terminalMachine } from './terminalMachine';
