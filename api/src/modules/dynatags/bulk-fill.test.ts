import { describe, expect, test } from 'bun:test';
import { fillText } from './bulk-fill';

describe('placeholders filled from a row', () => {
  test('several in one address, any case and spacing of the column, each filled', () => {
    const cells = { city: 'Umeå', slug: 'hall-a', 'stand no': '12' };
    expect(fillText('https://example.com/{{slug}}/{{ Stand No }}?c={{CITY}}', cells)).toBe(
      'https://example.com/hall-a/12?c=Umeå',
    );
    // One no column fills stays as written (the preview lists it as not covered).
    expect(fillText('{{slug}}-{{missing}}', cells)).toBe('hall-a-{{missing}}');
  });

  test('in rich text a cell is text, never markup; elsewhere it is as typed', () => {
    const cells = { note: '<b>Tom & Jerry</b>' };
    expect(fillText('<p>{{note}}</p>', cells, true)).toBe('<p>&lt;b&gt;Tom &amp; Jerry&lt;/b&gt;</p>');
    expect(fillText('{{note}}', cells)).toBe('<b>Tom & Jerry</b>');
  });
});
