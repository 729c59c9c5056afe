import { DesignImageBody, OrderDraftBody } from '@shared/schemas/orders';
import { Elysia, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, fileAnswer, reply, requestLang } from '../../platform/envelope';
import { deleteDraft, draftAnswer, saveDraft } from './draft';
import { serveDesignImage, uploadDesignImage } from './images';
import { ImageParams } from './request-schemas';
import { DraftData, ImageData } from './response-schemas';

const tags = ['Orders'];

/** The order wizard's draft (one per user) and its design images. */
export const draftRoutes = (deps: Deps) =>
  new Elysia({ name: 'orders-draft', prefix: '/orders' })
    .use(authGuard(deps))
    // GET /orders/draft – the order in progress with the server's quote, or null
    .get('/draft', ({ user, request }) => draftAnswer(deps, user, requestLang(request)), {
      auth: true,
      detail: {
        tags,
        summary: 'Get my order in progress (null when none)',
        responses: answers(DraftData, 'The draft with prices, coupons, totals and what stops a submit'),
      },
    })
    // PUT /orders/draft – create or update it with the fields sent
    .put(
      '/draft',
      async ({ user, body, request }) =>
        reply(await saveDraft(deps, user, body, requestLang(request)), 'draftSaved'),
      {
        auth: true,
        body: OrderDraftBody,
        detail: {
          tags,
          summary: 'Save my order in progress (created if none)',
          description:
            'Send the fields that changed; `cards` replaces every line. The company must be one you own (a colleague ' +
            'gets 403, anyone else 404); recipients are its owners and colleagues. Prices and totals come only from ' +
            'the server: the answer carries them, with `problems` listing what still stops a submit.',
          responses: answers(DraftData, 'The saved draft with the quote'),
        },
      },
    )
    // DELETE /orders/draft – drop it with its lines and images
    .delete(
      '/draft',
      async ({ user }) => {
        await deleteDraft(deps, user.id);
        return reply(null, 'draftDeleted');
      },
      {
        auth: true,
        detail: { tags, summary: 'Delete my order in progress', responses: answers(t.Null(), 'Deleted') },
      },
    )
    // POST /orders/draft/images – an engraving image (made black and white) or a logo for a card's design
    .post(
      '/draft/images',
      async ({ user, body }) =>
        reply(await uploadDesignImage(deps, user, body.file, body.kind), 'designImageUploaded', 201),
      {
        auth: true,
        body: DesignImageBody,
        detail: {
          tags,
          summary: 'Upload a design image (multipart: file, kind)',
          description:
            'PNG, JPEG, GIF or WebP by content, at most 20 MB, already cropped. kind=image is made black and white ' +
            '(the engraving); kind=logo is kept. Refer to the id in a card’s design (imageId, logoId).',
          responses: answers(ImageData, 'The stored image', 201),
        },
      },
    )
    // GET /orders/:id/images/:imageId – a design image (the draft's creator; who may read the order)
    .get(
      '/:id/images/:imageId',
      ({ user, params }) => serveDesignImage(deps, user, params.id, params.imageId),
      {
        auth: true,
        params: ImageParams,
        detail: {
          tags,
          summary: 'A design image of an order (PNG)',
          responses: fileAnswer('image/png', 'The image'),
        },
      },
    );
