// What a visitor of a dynatag gets (SPEC §4 "Dynatag passcode", "Geolock"): the tag's state now, and its
// content only when every lock is passed. One function serves the API (api/v1/dynatags/public/{id}) and the
// page /d/{shortId} (public-pages/dynatag-page.ts), so both refuse alike. The location is checked first,
// then the passcode: a guess is only counted against the rate limit from within the fence.
import { createHash, timingSafeEqual } from 'node:crypto';
import { companies, type Dynatag, dynatags } from '@db/schema';
import type { PublicDynatag } from '@shared/types/dynatags';
import { visibleModules } from '@shared/venue/changes';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { companyCoverPath, logoPath } from '../companies';
import { isProtected } from './file-access';
import { fenceCheck } from './geo';
import { publicFiles, signedModules } from './public-files';

const SHORT_ID = /^[A-Za-z0-9_-]{1,32}$/;

export type UnlockInput = {
  passcode?: string | undefined;
  /** The solved human check, needed once the tag's budget of wrong passcodes is spent. */
  altcha?: string | undefined;
  position?: { lat: number; lng: number; accuracy?: number | undefined } | undefined;
};

/** Who asks: the client IP keys the rate limit; `remembered` is an unlock the /d page signed earlier. */
/** Who asks: their address, a remembered passcode, and whether they came by a verified tap of the company's card. */
export type Asker = { ip: string; remembered?: boolean; tapped?: boolean };

export type OpenedDynatag = {
  tag: Dynatag;
  answer: PublicDynatag;
  /** Whether the tag asks for a passcode now (a timer may have ended it), and whether it is geolocked. */
  passcodeNeeded: boolean;
};

type Timer = { mode: 'lock' | 'unlock'; endsAt: number; remainingMs: number } | null;

/** The timer while it runs, with the time left; null when there is none or it ended. */
export function runningTimer(tag: Dynatag, now: number): Timer {
  const timer = tag.passcodeTimer;
  if (!timer || timer.endsAt <= now || tag.passcode === '') return null;
  return { mode: timer.mode, endsAt: timer.endsAt, remainingMs: timer.endsAt - now };
}

/**
 * Whether the passcode is asked for now: a permanent one always; a lock until its end, then no longer;
 * an unlock not until its end, then again.
 */
export function passcodeNeededAt(tag: Dynatag, now: number): boolean {
  if (tag.passcode === '') return false;
  const timer = tag.passcodeTimer;
  if (!timer) return true;
  const running = timer.endsAt > now;
  return timer.mode === 'lock' ? running : !running;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Compares in time independent of where the strings differ (and of the stored passcode's length). */
export const samePasscode = (given: string, stored: string) => timingSafeEqual(digest(given), digest(stored));

export async function findDynatag(deps: Deps, shortId: string): Promise<Dynatag> {
  if (!SHORT_ID.test(shortId)) throw notFound();
  const [tag] = await deps.db.select().from(dynatags).where(eq(dynatags.shortId, shortId)).limit(1);
  if (!tag) throw notFound();
  return tag;
}

/** The page of an open tag: its modules, the files they show, its logo and redirect. */
export async function openAnswer(
  deps: Deps,
  tag: Dynatag,
  timer: Timer,
  signed: boolean,
): Promise<PublicDynatag> {
  const [company] = await deps.db
    .select({
      shortId: companies.shortId,
      name: companies.name,
      logoKey: companies.logoKey,
      coverKey: companies.coverKey,
      color: companies.color,
      useColorInProfiles: companies.useColorInProfiles,
      design: companies.design,
    })
    .from(companies)
    .where(eq(companies.id, tag.companyId))
    .limit(1);
  return {
    state: 'open',
    id: tag.shortId,
    label: tag.label,
    logoPath: tag.showCompanyLogo && company?.logoKey ? logoPath(company) : null,
    companyName: company?.name ?? '',
    // The same rule as the card page /p: the company's colour only when it chose to use it on its pages.
    color: company?.useColorInProfiles ? company.color : null,
    // The company's card design gives the page its header, colours, typeface and buttons (issue 23).
    design: company?.design ?? null,
    coverPath: company ? companyCoverPath(company) : null,
    redirectUrl: tag.redirectUrl,
    // An ended coupon's code leaves every answer, the page's and the API's (shared/venue/changes.ts).
    modules: visibleModules(signedModules(deps, tag, signed), deps.clock.now()),
    files: await publicFiles(deps, tag, signed),
    timer,
  };
}

/**
 * The tag as this visitor may see it. Throws 404 for an unknown id and 429 (Retry-After) after too many
 * passcode attempts on this tag from this IP (platform/rate-limit.ts dynatagPasscode; a right passcode
 * clears them) or positions (dynatagPosition); 422 on `altcha` (data.humanCheck) once the tag's wrong
 * guesses from all addresses spent its budget (dynatagBudget) and no solved human check came with the guess.
 */
export async function openDynatag(
  deps: Deps,
  shortId: string,
  input: UnlockInput,
  asker: Asker,
): Promise<OpenedDynatag> {
  const tag = await findDynatag(deps, shortId);
  return { tag, ...(await openTag(deps, tag, input, asker)) };
}

/** `openDynatag` for a tag already read (the editor's preview passes its draft). */
export async function openTag(
  deps: Deps,
  tag: Dynatag,
  input: UnlockInput,
  asker: Asker,
): Promise<Omit<OpenedDynatag, 'tag'>> {
  const now = deps.clock.now();
  const timer = runningTimer(tag, now);
  const passcodeNeeded = passcodeNeededAt(tag, now);
  const base = { id: tag.shortId, label: tag.label };
  if (tag.geoDistance !== null && tag.geoLat !== null && tag.geoLng !== null) {
    const allowed = tag.geoDistance;
    if (!input.position) {
      return { passcodeNeeded, answer: { state: 'geolock', ...base, distance: null, allowed } };
    }
    // Each answer tells how far the fence is: counted, so the place cannot be found by walking the map.
    await deps.limiter.check('dynatagPosition', asker.ip, `${tag.shortId}:${asker.ip}`).catch((error) => {
      if (!(error instanceof AppError)) throw error;
      throw new AppError(error.code, error.key, {
        params: error.params,
        headers: error.headers,
        field: 'position',
      });
    });
    const check = fenceCheck({ lat: tag.geoLat, lng: tag.geoLng, distance: allowed }, input.position);
    if (!check.inside) {
      return { passcodeNeeded, answer: { state: 'geolock', ...base, distance: check.away, allowed } };
    }
  }
  if (passcodeNeeded && !asker.remembered) {
    const given = input.passcode ?? '';
    if (given === '') {
      return { passcodeNeeded, answer: { state: 'passcode', ...base, wrong: false, timer } };
    }
    const attempts = `${tag.shortId}:${asker.ip}`;
    await deps.limiter.check('dynatagPasscode', asker.ip, attempts);
    // The tag's wrong guesses from every address together: past its budget each guess costs a human check.
    if (await deps.limiter.spentAccount('dynatagBudget', tag.shortId)) {
      if (input.altcha === undefined) {
        throw new AppError('VALIDATION', 'humanCheckPasscode', {
          field: 'altcha',
          data: { humanCheck: true },
        });
      }
      await deps.humanCheck.verify(input.altcha);
    }
    if (!samePasscode(given, tag.passcode)) {
      await deps.limiter.overAccount('dynatagBudget', tag.shortId);
      return { passcodeNeeded, answer: { state: 'passcode', ...base, wrong: true, timer } };
    }
    await deps.limiter.clearAccount('dynatagPasscode', attempts);
  }
  const answer = await openAnswer(deps, tag, timer, isProtected(tag));
  // A module marked "only after a tap" (issue 33) is left out unless the visitor came by a verified tap.
  if (answer.state === 'open' && !asker.tapped) answer.modules = answer.modules.filter((m) => !m.tapOnly);
  return { passcodeNeeded, answer };
}
