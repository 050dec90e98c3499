export { tableAt, tablesInView, type Viewport } from './canvas-view';
export { TableFigure, type TableLook } from './TableFigure';
export { useViewport } from './use-viewport';
export { PointerStage } from './PointerStage';
