// A card can show the company's own logo (design.companyLogo). While the order is a draft the wizard shows the
// company's logo as it is now; the submit copies it into the order as one of its design images (a PNG, like an
// uploaded logo), so the print file and the order's preview stay what was ordered when the company later
// changes or removes its logo (docs/decisions.md "Orders: the company's logo on a card").
import type { CardDesign, Company, DesignImage, Order } from '@db/schema';
import sharp from 'sharp';
import { shortId } from '../../platform/crypto';
import type { Deps } from '../../platform/deps';
import { imageKey } from './lines';

type Line = { id: number; design: CardDesign };

/**
 * Stores the company's logo as a design image of `order` when a line shows it, and gives each such line's design
 * with that copy as its logo. Without a logo (none, or gone from storage) nothing is stored and nothing changes.
 */
export async function freezeCompanyLogo(
  deps: Deps,
  order: Pick<Order, 'shortId'>,
  company: Pick<Company, 'logoKey'>,
  lines: Line[],
): Promise<{ image: DesignImage | null; designs: Map<number, CardDesign> }> {
  const designs = new Map<number, CardDesign>();
  const showing = lines.filter((line) => line.design.companyLogo);
  const stored = showing.length && company.logoKey ? await deps.storage.get(company.logoKey) : null;
  if (!stored) return { image: null, designs };
  const png = await sharp(new Uint8Array(await stored.arrayBuffer()))
    .png()
    .toBuffer();
  const id = shortId();
  const image: DesignImage = { id, kind: 'logo', key: imageKey(order.shortId, id) };
  await deps.storage.put(image.key, new Uint8Array(png), 'image/png');
  for (const line of showing) designs.set(line.id, { ...line.design, logoKey: image.key });
  return { image, designs };
}
