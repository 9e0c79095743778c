/**
 * Draws the Austrian flag emoji on a 20 × 20 canvas and tells whether it came out in colour. Without an emoji font
 * (many Linux desktops, Windows) a flag is two letters or two empty boxes: black, whose channels do not differ.
 */
export function drawsColourFlag(context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D): boolean {
  context.textBaseline = 'top';
  context.font = '16px sans-serif';
  context.fillText('\u{1F1E6}\u{1F1F9}', 0, 0);
  const pixels = context.getImageData(0, 0, 20, 20).data;
  // RGBA, four bytes a pixel.
  for (let index = 0; index < pixels.length; index += 4) {
    const [red = 0, green = 0, blue = 0, alpha = 0] = pixels.subarray(index, index + 4);
    if (alpha > 0 && (Math.abs(red - green) > 30 || Math.abs(green - blue) > 30)) return true;
  }
  return false;
}
