export type { DialogEntry, DialogEntryInput, DialogPosition } from './dialog-entry';
export { dialogEntry, dialogPositions } from './dialog-entry';
export type { DialogStack } from './dialog-stack';
export { closeDialog, isDialogOpen, openDialog, topmostDialog } from './dialog-stack';
export type {
  DialogFocusReturnEvent,
  DialogStackContext,
  DialogStackEvent,
} from './dialog-stack-machine';
export { dialogStackMachine } from './dialog-stack-machine';
export type { SwipeAxis, SwipeGesture, SwipePoint } from './swipe-gesture';
export {
  moveSwipe,
  startSwipe,
  swipeCloseDistance,
  swipeClosesDialog,
  swipeDetectionDistance,
  swipeDownDistance,
} from './swipe-gesture';
