import { InquiryBody } from '@shared/schemas/general';
import { Elysia, t } from 'elysia';
import type { Deps } from '../../platform/deps';
import { answers, reply, requestLang } from '../../platform/envelope';
import { clientIp } from '../../platform/security';
import { ChallengeData, MapTilesData } from './response-schemas';
import { createInquiry } from './service';

/** OpenStreetMap's terms ask for this credit on every map that shows its data (the default tiles). */
const MAP_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

export const generalModule = (deps: Deps) =>
  new Elysia({ name: 'general', prefix: '/general' })
    // GET /general/challenge – a proof-of-work challenge for the human check
    .get('/challenge', async () => deps.humanCheck.challenge(), {
      detail: {
        tags: ['General'],
        summary: 'Get a human-check (ALTCHA) challenge',
        responses: answers(ChallengeData, 'A signed challenge'),
      },
    })
    // GET /general/map-tiles – where maps take their tiles (MAP_TILE_URL), for the dashboard's map pickers
    .get(
      '/map-tiles',
      ({ set }) => {
        set.headers['cache-control'] = 'public, max-age=3600';
        return reply({ url: deps.config.mapTileUrl, attribution: MAP_ATTRIBUTION });
      },
      {
        detail: {
          tags: ['General'],
          summary: 'Get the map tile source',
          responses: answers(MapTilesData, 'The tile URL template and its attribution'),
        },
      },
    )
    // POST /general/inquiries – the contact form: stored, then mailed to sales
    .post(
      '/inquiries',
      async ({ body, request }) => {
        await deps.limiter.check('inquiry', clientIp(request, deps.config.trustProxy));
        await deps.humanCheck.verify(body.altcha);
        await createInquiry(deps, { ...body, lang: requestLang(request) });
        return reply(null, 'inquirySent', 201);
      },
      {
        body: InquiryBody,
        detail: {
          tags: ['General'],
          summary: 'Send a message to sales',
          responses: answers(t.Null(), 'Sent', 201),
        },
      },
    );
