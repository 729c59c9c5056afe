import type { Company } from '../lib/people';
import { badSocialLinks, checkLinks, isEmail, isHexColor, isHttpUrl, isPhone } from '../lib/validate';

// The company form's data: what the fields hold, made from a company (or empty for a new one), and the
// checks before sending.

export type Draft = Pick<
  Company,
  | 'name'
  | 'websiteUrl'
  | 'phone'
  | 'email'
  | 'color'
  | 'useColorInProfiles'
  | 'street'
  | 'zipcode'
  | 'city'
  | 'description'
  | 'socialLinks'
  | 'customLinks'
>;

export const draftOf = (c?: Company | null): Draft => ({
  name: c?.name ?? '',
  websiteUrl: c?.websiteUrl ?? '',
  phone: c?.phone ?? '',
  email: c?.email ?? '',
  color: c?.color ?? '#262626',
  useColorInProfiles: c?.useColorInProfiles ?? false,
  street: c?.street ?? '',
  zipcode: c?.zipcode ?? '',
  city: c?.city ?? '',
  description: c?.description ?? '',
  socialLinks: c?.socialLinks ?? {},
  customLinks: c?.customLinks ?? [],
});

/** Client-side problems per field (the API checks again); empty when the draft can be sent. */
export function problemsOf(d: Draft, canUseCustomLinks: boolean) {
  const found: Partial<Record<keyof Draft, true>> = {};
  if (!d.name.trim() || d.name.length > 100) found.name = true;
  if (d.websiteUrl && !isHttpUrl(d.websiteUrl)) found.websiteUrl = true;
  if (d.email && !isEmail(d.email)) found.email = true;
  if (!isPhone(d.phone)) found.phone = true;
  if (!isHexColor(d.color)) found.color = true;
  if (badSocialLinks(d.socialLinks).length) found.socialLinks = true;
  if ((canUseCustomLinks || d.customLinks.length) && !checkLinks(d.customLinks).ok) found.customLinks = true;
  return found;
}
