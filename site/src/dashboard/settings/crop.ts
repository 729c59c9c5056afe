// Square crop of an image shown in a square viewport: pure geometry, tested without a browser.

export type CropState = { zoom: number; x: number; y: number };
export type Size = { width: number; height: number };

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

/** Scale at which the image just covers the viewport (zoom 1). */
export const coverScale = (image: Size, viewport: number) => viewport / Math.min(image.width, image.height);

/** Keeps the image covering the viewport: x, y are the image's top-left corner in viewport pixels. */
export function clampCrop(state: CropState, image: Size, viewport: number): CropState {
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, state.zoom));
  const scale = coverScale(image, viewport) * zoom;
  const minX = viewport - image.width * scale;
  const minY = viewport - image.height * scale;
  return {
    zoom,
    x: Math.min(0, Math.max(minX, state.x)),
    y: Math.min(0, Math.max(minY, state.y)),
  };
}

/** The starting view: zoom 1, centred. */
export function centredCrop(image: Size, viewport: number): CropState {
  const scale = coverScale(image, viewport);
  return { zoom: 1, x: (viewport - image.width * scale) / 2, y: (viewport - image.height * scale) / 2 };
}

/** A new zoom that keeps the point under the viewport's centre in place. */
export function zoomAroundCentre(state: CropState, zoom: number, image: Size, viewport: number): CropState {
  const base = coverScale(image, viewport);
  const before = base * state.zoom;
  const target = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
  const after = base * target;
  const centreX = (viewport / 2 - state.x) / before;
  const centreY = (viewport / 2 - state.y) / before;
  return clampCrop(
    { zoom: target, x: viewport / 2 - centreX * after, y: viewport / 2 - centreY * after },
    image,
    viewport,
  );
}

/** The square of the original image that the viewport shows, in image pixels. */
export function cropRect(state: CropState, image: Size, viewport: number) {
  const scale = coverScale(image, viewport) * state.zoom;
  const size = Math.min(viewport / scale, image.width, image.height);
  return {
    sx: Math.max(0, Math.min(image.width - size, -state.x / scale)),
    sy: Math.max(0, Math.min(image.height - size, -state.y / scale)),
    size,
  };
}
