// POST …/qr-preview: a style drawn with the item's own address and logo, before it is saved — the style editor's
// live preview — with the reason it would be refused, if any (the same check as saving).
import { type ApiMessageKey, translate } from '@shared/i18n';
import { type QrStyle, QrStyleBody } from '@shared/schemas/qr-style';
import { Elysia, t } from 'elysia';
import { authGuard } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { answers, requestLang } from '../../platform/envelope';
import { unscannable } from '../../platform/qr-style/check';
import { renderQrSvg } from '../../platform/qr-style/render';
import { companyLogo, companyOfProfile, drawable, effectiveStyle } from '../../platform/qr-style/store';
import type { QrLogo } from '../../platform/qr-style/svg';
import { findMembership } from '../companies';
import { findOwnedDynatag, TagParams } from '../dynatags';
import { tagLink } from '../page-domains';
import { cardLink, getOwnProfile, ShortIdParam } from '../profiles';

const tags = ['QR styles'];

export const PreviewData = t.Object({
  svg: t.String({ description: 'The code in the style (SVG, 512 px wide)' }),
  problem: t.Union([t.String(), t.Null()], { description: 'Why saving it would be refused, or null' }),
});

export const previewRoutes = (deps: Deps) => {
  /** Draws the body's style (or, for null, the one the item would fall back to) and checks it. */
  async function preview(
    request: Request,
    body: { style: QrStyle | null },
    link: string,
    inherited: () => Promise<QrStyle>,
    logo?: QrLogo,
  ) {
    const lang = requestLang(request);
    const style = body.style ?? (await inherited());
    const drawn = drawable(link, style, logo, lang);
    const key: ApiMessageKey | null = await unscannable(drawn.link, drawn.style, drawn.logo, lang);
    return { svg: renderQrSvg(drawn, 512), problem: key ? translate(lang, 'api', key) : null };
  }
  const detail = (summary: string) => ({ tags, summary, responses: answers(PreviewData, 'The preview') });

  return new Elysia({ name: 'qr-styles-preview' })
    .use(authGuard(deps))
    .post(
      '/profiles/:shortId/qr-preview',
      async ({ user, params, body, request }) => {
        const profile = await getOwnProfile(deps, user, params.shortId);
        const company = await companyOfProfile(deps, profile.id);
        const logo = company ? await companyLogo(deps, company.logoKey) : undefined;
        const fallback = async () => (await effectiveStyle(deps, { own: null, company })).inherited;
        return preview(request, body, cardLink(deps, user.shortId), fallback, logo);
      },
      {
        auth: true,
        params: ShortIdParam,
        body: QrStyleBody,
        detail: detail("Preview a style for my profile's code"),
      },
    )
    .post(
      '/dynatags/:id/qr-preview',
      async ({ user, params, body, request }) => {
        const { tag, company } = await findOwnedDynatag(deps, user.id, params.id);
        const fallback = async () => (await effectiveStyle(deps, { own: null, company })).inherited;
        const link = await tagLink(deps, tag);
        return preview(request, body, link, fallback, await companyLogo(deps, company.logoKey));
      },
      {
        auth: true,
        params: TagParams,
        body: QrStyleBody,
        detail: detail("Preview a style for a dynatag's code (owners)"),
      },
    )
    .post(
      '/companies/:shortId/qr-preview',
      async ({ user, params, body, request }) => {
        const { company } = await findMembership(deps, user.id, params.shortId);
        const fallback = async () => (await effectiveStyle(deps, { own: null, company: null })).inherited;
        const link = cardLink(deps, 'x'.repeat(10));
        return preview(request, body, link, fallback, await companyLogo(deps, company.logoKey));
      },
      {
        auth: true,
        params: ShortIdParam,
        body: QrStyleBody,
        detail: detail("Preview a style for the company's codes"),
      },
    );
};
