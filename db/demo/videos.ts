// The demo's videos (issue 32): the subscriber's card and Nordvik's fair tag show a YouTube video behind a poster
// of our own (drawn here and stored as the fetched poster would be), so the demo loads nothing of YouTube until
// a visitor taps play, and works without the network. Idempotent: a second run sets the same.
import { type Company, dynatags, profiles, type User } from '@db/schema';
import type { DynatagModule } from '@shared/schemas/dynatag-modules';
import { parseVideoUrl } from '@shared/video';
import { eq } from 'drizzle-orm';
import { ensureProfile } from '../../api/src/modules/profiles';
import type { Deps } from '../../api/src/platform/deps';
import { toWebp } from '../../api/src/platform/images';
import { posterKeyOf } from '../../api/src/platform/video-posters';
import { sceneSvg } from './illustrations/scenes';
import { pngFile } from './images';

/** Big Buck Bunny (Blender Foundation, CC BY 3.0) on YouTube. */
const DEMO_VIDEO_URL = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
const DEMO_TAG = 'Elmia montern B:12';

/** The poster: a 16:9 landscape in the demo's palette, stored where a fetched YouTube poster is kept. */
async function storePoster(deps: Deps) {
  const link = parseVideoUrl(DEMO_VIDEO_URL)!;
  // The fair hall of the demo's covers, cut to 16:9 around its middle.
  const svg = sceneSvg('fairHall').replace(
    /height="\d+" (viewBox="[^"]+")/,
    'height="900" $1 preserveAspectRatio="xMidYMid slice"',
  );
  const webp = await toWebp(await pngFile(svg, 'poster.png'), {
    field: 'poster',
    fit: 'inside',
    quality: 78,
    box: [1280, 720],
  });
  await deps.storage.put(posterKeyOf(link), webp, 'image/webp');
  return link;
}

/** The video on the subscriber's active profile and as a module of Nordvik's fair tag; how many were set. */
export async function seedVideos(
  deps: Deps,
  userOf: (username: string) => User,
  companyByName: Map<string, Company>,
) {
  const link = await storePoster(deps);
  const profile = await ensureProfile(deps, userOf('subscriber'));
  await deps.db
    .update(profiles)
    .set({ video: { kind: 'link', ...link, poster: true, title: 'Så bygger vi ett Nordvik-hus' } })
    .where(eq(profiles.id, profile.id));
  const company = companyByName.get('Nordvik Bygg AB');
  if (!company) return 1;
  const tags = await deps.db.select().from(dynatags).where(eq(dynatags.companyId, company.id));
  const tag = tags.find((t) => t.name === DEMO_TAG);
  if (!tag) return 1;
  const module: DynatagModule = {
    id: 'demo-video',
    type: 'video',
    title: 'Från ritning till nyckel',
    url: DEMO_VIDEO_URL,
  };
  const modules = [...tag.modules.filter((m) => m.id !== module.id)];
  modules.splice(1, 0, module);
  await deps.db.update(dynatags).set({ modules }).where(eq(dynatags.id, tag.id));
  return 2;
}
