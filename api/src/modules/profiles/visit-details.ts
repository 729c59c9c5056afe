// What a view records besides its time and visitor hash (issue 22): the place of the address, the device, system
// and browser of the user agent, the source and UTM parameters of the address and referrer. Worked out by the view
// writer after the page is answered (the answer only keeps references to the request's strings), and never the
// address itself.
import { UAParser } from 'ua-parser-js';
import type { GeoLookup } from '../../platform/geo';

export type VisitDetails = {
  country: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  device: string | null;
  os: string | null;
  browser: string | null;
  source: Source;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
};

/**
 * Where a visit came from: a QR code we generated (`?s=q`), an NFC tag written by the dashboard (`?s=n`), a link
 * on another site (its host, from the Referer), or `direct` (typed, copied, a mail or an app that sends no
 * referrer).
 */
export type Source = 'qr' | 'nfc' | 'referrer' | 'direct';

/** What the writer needs of a request, kept by reference while the page is answered. */
export type VisitRequest = { ip: string; userAgent: string; url: string; referrer: string | null };

/** Devices as the dashboard groups them; ua-parser says nothing for desktops. */
const DEVICES = new Set(['mobile', 'tablet', 'smarttv', 'console', 'wearable']);
const TEXT_MAX = 100;

/** Answers per user agent: parsing costs ~40 µs, and scans come from a few thousand distinct agents (bounded). */
const agents = new Map<string, Pick<VisitDetails, 'device' | 'os' | 'browser'>>();
export function agentOf(userAgent: string) {
  let known = agents.get(userAgent);
  if (!known) {
    const { device, os, browser } = new UAParser(userAgent).getResult();
    known = {
      device:
        device.type && DEVICES.has(device.type) ? device.type : os.name || browser.name ? 'desktop' : null,
      os: os.name?.slice(0, TEXT_MAX) ?? null,
      browser: browser.name?.slice(0, TEXT_MAX) ?? null,
    };
    if (agents.size >= 5000) agents.clear();
    agents.set(userAgent, known);
  }
  return known;
}

const clean = (value: string | null) => {
  const text = value?.trim().slice(0, TEXT_MAX);
  return text ? text : null;
};

/** The host of an absolute address, lower case; null when it is none. */
const hostOf = (address: string) => {
  try {
    return new URL(address).hostname.toLowerCase() || null;
  } catch {
    return null;
  }
};

/**
 * The source and UTM parameters of a visit's address and referrer. Links within our site are direct: from
 * `ownHost` (the public address's) or from the host the page was visited on (a company's page domain).
 */
export function sourceOf(url: string, referrer: string | null, ownHost: string) {
  const query = url.indexOf('?');
  const params = query < 0 ? null : new URLSearchParams(url.slice(query + 1).split('#')[0]);
  const marker = params?.get('s');
  let refHost: string | null = null;
  if (referrer) {
    try {
      const host = new URL(referrer).hostname.toLowerCase();
      if (host && host !== ownHost && host !== hostOf(url)) refHost = host.slice(0, TEXT_MAX);
    } catch {
      // not an address: no referrer
    }
  }
  const source: Source = marker === 'q' ? 'qr' : marker === 'n' ? 'nfc' : refHost ? 'referrer' : 'direct';
  return {
    source,
    referrer: refHost,
    utmSource: clean(params?.get('utm_source') ?? null),
    utmMedium: clean(params?.get('utm_medium') ?? null),
    utmCampaign: clean(params?.get('utm_campaign') ?? null),
  };
}

/** Everything a view records about its request, or only what is known (no request: a view written directly). */
export function detailsOf(request: VisitRequest | undefined, geo: GeoLookup, ownHost: string): VisitDetails {
  if (!request) return { ...NO_DETAILS };
  const place = request.ip ? geo(request.ip) : null;
  return {
    country: place?.country ?? null,
    city: place?.city ?? null,
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    ...agentOf(request.userAgent),
    ...sourceOf(request.url, request.referrer, ownHost),
  };
}

/** A visit of which nothing is known: no place, no device, direct. */
export const NO_DETAILS: VisitDetails = {
  country: null,
  city: null,
  latitude: null,
  longitude: null,
  device: null,
  os: null,
  browser: null,
  source: 'direct',
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
};
