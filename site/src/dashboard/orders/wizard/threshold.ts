// The engraving preview: a laser burns black or nothing, so a picture becomes pure black and white at a
// threshold the owner chooses. Pure pixel work, tested without a browser.

export const DEFAULT_THRESHOLD = 128;

/** Perceived brightness (ITU-R BT.601) of an RGBA pixel; transparency counts as the white of the card. */
export function luminance(r: number, g: number, b: number, a = 255) {
  const y = 0.299 * r + 0.587 * g + 0.114 * b;
  // Rounded: the weights sum to 1 only up to floating point, and a grey of 128 must read as 128.
  return Math.round((y * a + 255 * (255 - a)) / 255);
}

/** Turns RGBA pixels (in place) black where darker than `level`, white elsewhere; alpha becomes opaque. */
export function thresholdPixels(data: Uint8ClampedArray, level: number) {
  for (let i = 0; i < data.length; i += 4) {
    const value = luminance(data[i], data[i + 1], data[i + 2], data[i + 3]) < level ? 0 : 255;
    data[i] = value;
    data[i + 1] = value;
    data[i + 2] = value;
    data[i + 3] = 255;
  }
  return data;
}
