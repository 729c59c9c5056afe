import { describe, expect, test } from 'bun:test';
import { luminance, thresholdPixels } from './threshold';

const px = (...values: number[]) => new Uint8ClampedArray(values);

describe('thresholdPixels', () => {
  test('a pixel darker than the level turns black, one at or above it white', () => {
    const data = px(127, 127, 127, 255, 128, 128, 128, 255);
    expect([...thresholdPixels(data, 128)]).toEqual([0, 0, 0, 255, 255, 255, 255, 255]);
  });

  test('the level moves the edge: the same grey is black at a high threshold and white at a low one', () => {
    expect(thresholdPixels(px(100, 100, 100, 255), 200)[0]).toBe(0);
    expect(thresholdPixels(px(100, 100, 100, 255), 50)[0]).toBe(255);
  });

  test('colours count by perceived brightness: pure green is lighter than pure blue', () => {
    expect(luminance(0, 255, 0)).toBeGreaterThan(luminance(0, 0, 255));
    expect([...thresholdPixels(px(0, 255, 0, 255, 0, 0, 255, 255), 100)]).toEqual([
      255, 255, 255, 255, 0, 0, 0, 255,
    ]);
  });

  test('a transparent pixel is the card, not ink: it turns white and opaque', () => {
    expect([...thresholdPixels(px(0, 0, 0, 0), 128)]).toEqual([255, 255, 255, 255]);
  });
});
