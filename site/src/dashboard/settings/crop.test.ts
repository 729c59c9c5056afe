import { describe, expect, test } from 'bun:test';
import { centredCrop, clampCrop, cropRect, MAX_ZOOM, zoomAroundCentre } from './crop';

const wide = { width: 800, height: 400 };
const V = 200;

describe('square crop', () => {
  test('starts centred, covering the viewport with the short side', () => {
    const start = centredCrop(wide, V);
    expect(start).toEqual({ zoom: 1, x: -100, y: 0 });
    expect(cropRect(start, wide, V)).toEqual({ sx: 200, sy: 0, size: 400 });
  });

  test('cannot be dragged to show anything outside the image', () => {
    expect(clampCrop({ zoom: 1, x: 50, y: 30 }, wide, V)).toEqual({ zoom: 1, x: 0, y: 0 });
    expect(clampCrop({ zoom: 1, x: -999, y: -999 }, wide, V)).toEqual({ zoom: 1, x: -200, y: 0 });
    expect(clampCrop({ zoom: 9, x: 0, y: 0 }, wide, V).zoom).toBe(MAX_ZOOM);
    expect(clampCrop({ zoom: 0.1, x: 0, y: 0 }, wide, V).zoom).toBe(1);
  });

  test('zooming keeps the centre in place and crops a smaller square', () => {
    const zoomed = zoomAroundCentre(centredCrop(wide, V), 2, wide, V);
    const rect = cropRect(zoomed, wide, V);
    expect(rect.size).toBe(200);
    expect(rect.sx + rect.size / 2).toBeCloseTo(400);
    expect(rect.sy + rect.size / 2).toBeCloseTo(200);
  });

  test('the crop never leaves the image', () => {
    const rect = cropRect({ zoom: 4, x: -700, y: -700 }, { width: 300, height: 300 }, V);
    expect(rect.sx + rect.size).toBeLessThanOrEqual(300);
    expect(rect.sy + rect.size).toBeLessThanOrEqual(300);
  });
});
