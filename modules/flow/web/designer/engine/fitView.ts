// Where the view lands after a diagram is opened or 适应画布 is pressed: the whole diagram in the
// part of the canvas the palette does not cover (it floats over the canvas's top-left corner), with
// a margin all round, centred there, never enlarged beyond 100 % (a small process stays readable at
// its true size instead of filling the screen). Pure: the engine gives it the diagram's bounds and
// the canvas's size in screen pixels, and sets the viewbox it answers.

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** margin (screen px) between the diagram and the canvas's edges, or the palette's right edge */
export const FIT_MARGIN = 24;

/**
 * The viewbox (diagram coordinates) that shows `diagram` whole in a canvas of `canvas` screen size
 * whose left `coveredLeft` pixels are under the palette. Null for an empty diagram.
 */
export function fitViewbox(diagram: Box, canvas: { width: number; height: number }, coveredLeft: number): Box | null {
  if (!(diagram.width > 0 || diagram.height > 0) || !(canvas.width > 0 && canvas.height > 0)) return null;
  const left = Math.max(0, coveredLeft) + FIT_MARGIN;
  const freeWidth = Math.max(1, canvas.width - left - FIT_MARGIN);
  const freeHeight = Math.max(1, canvas.height - 2 * FIT_MARGIN);
  const scale = Math.min(1, freeWidth / Math.max(diagram.width, 1), freeHeight / Math.max(diagram.height, 1));
  // centred in the free area: what is left over on each axis, split evenly
  const padX = (freeWidth - diagram.width * scale) / 2;
  const padY = (freeHeight - diagram.height * scale) / 2;
  return {
    x: diagram.x - (left + padX) / scale,
    y: diagram.y - (FIT_MARGIN + padY) / scale,
    width: canvas.width / scale,
    height: canvas.height / scale,
  };
}
