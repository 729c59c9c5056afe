import { Elysia, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, fileAnswer, reply } from '../../platform/envelope';
import { requestPageOrigin } from '../page-domains';
import { vcardResponse } from './downloads';
import { linkClicks } from './link-clicks';
import { getOwnProfile, resolvePublicProfile } from './lookup';
import {
  ProfileBody,
  ProfileVideoBody,
  PublicQuery,
  ShortIdParam,
  StatsQuery,
  VcardQuery,
} from './request-schemas';
import {
  ProfileItemData,
  ProfileStatisticsData,
  PublicProfileData,
  statisticsAnswers,
} from './response-schemas';
import { activateProfile, createProfile, deleteProfile, listProfiles, updateProfile } from './service';
import { removeVideo, setVideoLink, setVideoTitle, uploadVideo, videoLinkOf } from './video';
import { countView } from './view-batch';
import { statisticsCsv, viewStatistics } from './view-statistics';
import { bumpProfileViews } from './views';

export { ensureProfile, getOwnProfile, resolvePublicProfile } from './lookup';
export { findOwnLink, ownLinkHref } from './own-links';
export type { Period } from './period';
export { analysisPeriods, DAILY_SERIES_MAX_DAYS, daysOf } from './period';
export type { ProfileCard } from './public-view';
export { cardLink, loadProfileCards, pageUrl } from './public-view';
export { ShortIdParam } from './request-schemas';
// The door: what other modules may use (docs/modules.md).
export { statisticsAnswers } from './response-schemas';
export { buildVcard, escapeText, foldLine, splitName, vcardDisposition, vcardInputOf } from './vcard';
export { deleteVideoFiles } from './video';
export { videoFiles } from './video-files';
export type { DescribeConfig, PendingView, WrittenView } from './view-batch';
export {
  batchViewQueries,
  describerFor,
  runViewStatements,
  statementOf,
  VIEWS_PER_INSERT,
  writtenViews,
} from './view-batch';
export { statisticsCsv, viewStatistics } from './view-statistics';
export type { ViewTarget } from './views';
export { bumpProfileViews } from './views';
export type { VisitDetails } from './visit-details';
export { agentOf, detailsOf } from './visit-details';
export type { HashedVisit, Visit } from './visits';
export { hashed, utcDay, visitOf } from './visits';

const tags = ['Profiles'];

export const profilesModule = (deps: Deps) => {
  const ownItem = async (user: Parameters<typeof listProfiles>[1], shortId: string) =>
    (await listProfiles(deps, user)).find((p) => p.shortId === shortId)!;

  return (
    new Elysia({ name: 'profiles', prefix: '/profiles' })
      .use(authGuard(deps))
      // GET /profiles – the user's profiles, the active one marked (the first is made on first use)
      .get('/', ({ user }) => listProfiles(deps, user), {
        auth: true,
        detail: {
          tags,
          summary: 'List my profiles',
          responses: answers(t.Array(ProfileItemData), 'My profiles, the active one marked'),
        },
      })
      // POST /profiles – another profile (subscribers, up to the tier's limit)
      .post(
        '/',
        async ({ user, body }) => {
          const created = await createProfile(deps, user, body);
          return reply(await ownItem(user, created.shortId), 'profileCreated', 201);
        },
        {
          auth: true,
          body: ProfileBody,
          detail: {
            tags,
            summary: 'Create a profile (subscribers)',
            responses: answers(ProfileItemData, 'The new profile', 201),
          },
        },
      )
      // GET /profiles/:shortId – the public profile (profile or user shortId); ?count=true counts a view (an app's)
      .get(
        '/:shortId',
        async ({ params, query, request }) => {
          const card = await resolvePublicProfile(deps, params.shortId);
          if (query.count) {
            await countView(
              deps,
              { type: 'profile', id: card.profile.id },
              request,
              bumpProfileViews(card.profile.id),
            );
          }
          return card.view;
        },
        {
          params: ShortIdParam,
          query: PublicQuery,
          detail: {
            tags,
            summary: 'A public profile',
            responses: answers(PublicProfileData, 'The profile as a visitor sees it'),
          },
        },
      )
      // PATCH /profiles/:shortId – edit a profile and the companies it shows
      .patch(
        '/:shortId',
        async ({ user, params, body }) => {
          // A link is checked before anything is written: a bad one changes nothing.
          if (body.videoUrl?.trim()) videoLinkOf(body.videoUrl);
          await updateProfile(deps, user, params.shortId, body);
          if (body.videoUrl !== undefined) {
            await setVideoLink(deps, user, params.shortId, body.videoUrl, body.videoTitle);
          } else if (body.videoTitle !== undefined) {
            await setVideoTitle(deps, user, params.shortId, body.videoTitle);
          }
          return reply(await ownItem(user, params.shortId), 'profileUpdated');
        },
        {
          auth: true,
          params: ShortIdParam,
          body: ProfileBody,
          detail: {
            tags,
            summary: 'Edit a profile',
            responses: answers(ProfileItemData, 'The updated profile'),
          },
        },
      )
      // DELETE /profiles/:shortId – delete a profile (never the last one); answers the remaining list
      .delete(
        '/:shortId',
        async ({ user, params }) => {
          await deleteProfile(deps, user, params.shortId);
          return reply(await listProfiles(deps, user), 'profileDeleted');
        },
        {
          auth: true,
          params: ShortIdParam,
          detail: {
            tags,
            summary: 'Delete a profile',
            responses: answers(t.Array(ProfileItemData), 'The remaining profiles'),
          },
        },
      )
      // PUT /profiles/:shortId/video – an uploaded video (multipart: MP4 or WebM by content, ≤ 20 MB, a poster)
      .put(
        '/:shortId/video',
        async ({ user, params, body }) => {
          await uploadVideo(deps, user, params.shortId, body);
          return reply(await ownItem(user, params.shortId), 'videoSaved');
        },
        {
          auth: true,
          params: ShortIdParam,
          body: ProfileVideoBody,
          detail: {
            tags,
            summary: 'Upload the video of a profile',
            description:
              'An MP4 or WebM (checked by its content, at most 20 MB: 413 above) with an optional poster picture, shown below the header of the card page and played there; it replaces the video the profile had (a link or an upload). A YouTube or Vimeo link is set with videoUrl of PATCH /profiles/{shortId}.',
            responses: answers(ProfileItemData, 'The profile with its video'),
          },
        },
      )
      // DELETE /profiles/:shortId/video – the profile shows no video
      .delete(
        '/:shortId/video',
        async ({ user, params }) => {
          await removeVideo(deps, user, params.shortId);
          return reply(await ownItem(user, params.shortId), 'videoRemoved');
        },
        {
          auth: true,
          params: ShortIdParam,
          detail: {
            tags,
            summary: 'Remove the video of a profile',
            responses: answers(ProfileItemData, 'The profile without a video'),
          },
        },
      )
      // POST /profiles/:shortId/activate – the profile the card opens (subscribers); answers the list
      .post(
        '/:shortId/activate',
        async ({ user, params }) => {
          await activateProfile(deps, user, params.shortId);
          return reply(await listProfiles(deps, user), 'profileActivated');
        },
        {
          auth: true,
          params: ShortIdParam,
          detail: {
            tags,
            summary: 'Switch the active profile (subscribers)',
            responses: answers(t.Array(ProfileItemData), 'My profiles'),
          },
        },
      )
      // GET /profiles/:shortId/statistics – views of one of my profiles (my user shortId: the active one), per day, month or year (JSON or CSV)
      .get(
        '/:shortId/statistics',
        async ({ user, params, query }) => {
          const profile = await getOwnProfile(deps, user, params.shortId);
          const stats = await viewStatistics(deps, { type: 'profile', id: profile.id }, query);
          if (query.format === 'csv') return statisticsCsv(stats, `profile-${profile.shortId}`);
          return { ...stats, clicks: await linkClicks(deps, profile.id, query) };
        },
        {
          auth: true,
          params: ShortIdParam,
          query: StatsQuery,
          detail: {
            tags,
            summary: 'View statistics, and the clicks on the own links',
            responses: statisticsAnswers(ProfileStatisticsData),
          },
        },
      )
      // GET /profiles/:shortId/vcard – the public profile as a vCard download
      .get(
        '/:shortId/vcard',
        async ({ params, query, request }) =>
          vcardResponse(
            deps,
            await resolvePublicProfile(deps, params.shortId),
            query.version ?? '3.0',
            await requestPageOrigin(deps, request),
          ),
        {
          params: ShortIdParam,
          query: VcardQuery,
          detail: {
            tags,
            summary: 'Download the public profile as a vCard (text/vcard)',
            responses: fileAnswer('text/vcard', 'The vCard (no envelope)'),
          },
        },
      )
  );
};
