/** Social networks a company or a colleague profile can link to (network → profile URL), in display order. */
export const SOCIAL_NETWORKS = [
  'linkedin',
  'facebook',
  'instagram',
  'x',
  'youtube',
  'tiktok',
  'threads',
  'bluesky',
  'mastodon',
  'pinterest',
  'snapchat',
  'github',
  'vimeo',
  'spotify',
  'soundcloud',
  'whatsapp',
  'telegram',
  'discord',
] as const;

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Brand names, the same in every language. */
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  threads: 'Threads',
  bluesky: 'Bluesky',
  mastodon: 'Mastodon',
  pinterest: 'Pinterest',
  snapchat: 'Snapchat',
  github: 'GitHub',
  vimeo: 'Vimeo',
  spotify: 'Spotify',
  soundcloud: 'SoundCloud',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  discord: 'Discord',
};

/** Web addresses only: a link on a public page must not run script (`javascript:`) or open an app scheme. */
export const HTTP_URL_PATTERN = '^https?://[^\\s/$.?#][^\\s]*$';
export const HEX_COLOR_PATTERN = '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$';
