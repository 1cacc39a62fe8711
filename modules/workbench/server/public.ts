// What other modules' servers may use of 工作台: the registry of the kinds of card users pin (a
// module registers its kind when its server loads) and the demo's pins.
export { type PinKind, registerPinKind } from './pin-kinds';
export { seedPins } from './pin-store';
