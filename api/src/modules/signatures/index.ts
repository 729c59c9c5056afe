import { BackgroundQuery, SIGNATURE_DESIGNS } from '@shared/schemas/signatures';
import { Elysia, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, fileAnswer, requestLang } from '../../platform/envelope';
import { ShortIdParam } from '../profiles';
import { backgroundResponse, listSignatures, signaturePhoto, signatureQr } from './service';

const tags = ['Profiles'];

const SignatureData = t.Object({
  design: t.Union(
    SIGNATURE_DESIGNS.map((d) => t.Literal(d)),
    { description: 'classic, compact or banner' },
  ),
  html: t.String({
    description: 'Mail-safe HTML to paste as the signature (tables, inline styles, absolute images)',
  }),
  text: t.String({ description: 'The same signature as plain text' }),
});

/** Email signatures and video-call backgrounds of a profile (under /profiles, beside its QR code). */
export const signaturesModule = (deps: Deps) =>
  new Elysia({ name: 'signatures', prefix: '/profiles' })
    .use(authGuard(deps))
    // GET /profiles/:shortId/signatures – the three designed signatures of one of my profiles
    .get(
      '/:shortId/signatures',
      ({ user, params, request }) => listSignatures(deps, user, params.shortId, requestLang(request)),
      {
        auth: true,
        params: ShortIdParam,
        detail: {
          tags,
          summary: 'Email signatures of my profile (three designs)',
          responses: answers(t.Array(SignatureData), 'The signatures, in the language of the request'),
        },
      },
    )
    // GET /profiles/:shortId/background.png and .jpg – a 1920×1080 video-call background
    .get(
      '/:shortId/background.png',
      ({ user, params, query, request }) =>
        backgroundResponse(deps, user, params.shortId, query.layout ?? 'cover', 'png', requestLang(request)),
      {
        auth: true,
        params: ShortIdParam,
        query: BackgroundQuery,
        detail: {
          tags,
          summary: 'Video-call background of my profile (PNG)',
          responses: fileAnswer('image/png', 'The 1920×1080 image (no envelope)'),
        },
      },
    )
    .get(
      '/:shortId/background.jpg',
      ({ user, params, query, request }) =>
        backgroundResponse(deps, user, params.shortId, query.layout ?? 'cover', 'jpeg', requestLang(request)),
      {
        auth: true,
        params: ShortIdParam,
        query: BackgroundQuery,
        detail: {
          tags,
          summary: 'Video-call background of my profile (JPEG)',
          responses: fileAnswer('image/jpeg', 'The 1920×1080 image (no envelope)'),
        },
      },
    )
    // GET /profiles/:shortId/signature/photo.jpg and qr.png – public images a pasted signature shows (no sign-in)
    .get(
      '/:shortId/signature/photo.jpg',
      ({ params, request }) => signaturePhoto(deps, request, params.shortId),
      {
        params: ShortIdParam,
        query: t.Object({
          v: t.Optional(t.String({ maxLength: 64, description: 'Version of the photo (cache key only)' })),
        }),
        detail: {
          tags,
          summary: "A signature's photo (public JPEG, cached a week)",
          responses: fileAnswer('image/jpeg', 'The photo, 160×160 (no envelope)'),
        },
      },
    )
    .get('/:shortId/signature/qr.png', ({ params, request }) => signatureQr(deps, request, params.shortId), {
      params: ShortIdParam,
      detail: {
        tags,
        summary: "A signature's QR code of the card (public PNG, cached a week)",
        responses: fileAnswer('image/png', 'The QR code, 264×264 (no envelope)'),
      },
    });
