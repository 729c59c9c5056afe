import { expect, test } from 'bun:test';
import { qrFile } from './qr-files';

test("a code's address carries the dashboard's language for its frame, whatever the browser sends", () => {
  expect(qrFile('/cards/Ab1', 'png', 'fi', { size: 2048 })).toBe(
    '/api/v1/cards/Ab1/qr.png?size=2048&lang=fi',
  );
  expect(qrFile('/dynatags/Xy', 'svg', 'sv', { size: 512, v: 3 })).toBe(
    '/api/v1/dynatags/Xy/qr.svg?size=512&v=3&lang=sv',
  );
  expect(qrFile('/profiles/p1', 'pdf', 'en')).toBe('/api/v1/profiles/p1/qr.pdf?lang=en');
});
