import { describe, expect, test } from 'bun:test';
import { isBot, isCountable } from './visits';

// Real user agents, as servers log them.
const PEOPLE = {
  'Safari on iPhone':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  'Chrome on Android':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  'Samsung Internet':
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  'Firefox on Windows': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
  'Edge on macOS':
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
  'Opera on Windows':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 OPR/106.0.0.0',
  // In-app browsers are people reading the page (the old hand-made list took Telegram's for a bot).
  "Telegram's in-app browser":
    'Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36 Telegram-Android/10.6.1 (Samsung SM-A536B; Android 13; SDK 33; HIGH)',
  "Instagram's in-app browser":
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 300.0.0.15.102',
  "Facebook's in-app browser":
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/460.0.0.0;]',
  "WeChat's in-app browser":
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x1800282a) NetType/WIFI Language/en',
};

const NOT_PEOPLE = {
  Googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  Bingbot: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  Applebot:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
  'Facebook preview': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'iMessage preview':
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_1) AppleWebKit/601.2.4 (KHTML, like Gecko) Version/9.0.1 Safari/601.2.4 facebookexternalhit/1.1 Facebot Twitterbot/1.0',
  'WhatsApp preview': 'WhatsApp/2.23.20.0 A',
  'Slack preview': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'Telegram preview': 'TelegramBot (like TwitterBot)',
  'Teams and Skype preview':
    'Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5 skype-url-preview@microsoft.com',
  'LinkedIn preview': 'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  'Discord preview': 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
  'Headless Chrome':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36',
  Lighthouse:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
  UptimeRobot: 'Mozilla/5.0+(compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)',
  curl: 'curl/8.5.0',
  'Python requests': 'python-requests/2.31.0',
  'Go client': 'Go-http-client/1.1',
  // Our own additions to the maintained list: fetchers it takes for people.
  'no user agent': '',
  'Outlook drawing a preview': 'Microsoft Office/16.0 (Windows NT 10.0; Microsoft Outlook 16.0.17328; Pro)',
  "An Android app's plain HTTP client": 'Dalvik/2.1.0 (Linux; U; Android 11; SM-A515F Build/RP1A.200720.012)',
};

describe('who counts as a visitor', () => {
  for (const [name, ua] of Object.entries(PEOPLE)) {
    test(`a person: ${name}`, () => expect(isBot(ua)).toBe(false));
  }
  for (const [name, ua] of Object.entries(NOT_PEOPLE)) {
    test(`not a person: ${name}`, () => expect(isBot(ua)).toBe(true));
  }

  test('GET and the POST of a passcode count; HEAD and prefetches do not', () => {
    const ua = PEOPLE['Safari on iPhone'];
    const req = (method: string, headers: Record<string, string> = {}) =>
      new Request('http://localhost/d/x?count=true', { method, headers: { 'user-agent': ua, ...headers } });
    expect(isCountable(req('GET'))).toBe(true);
    expect(isCountable(req('POST'))).toBe(true);
    expect(isCountable(req('HEAD'))).toBe(false);
    expect(isCountable(req('GET', { 'sec-purpose': 'prefetch;prerender' }))).toBe(false);
    expect(isCountable(req('GET', { purpose: 'prefetch' }))).toBe(false);
    // The answer per user agent is remembered: asking again gives the same.
    expect(isCountable(req('GET'))).toBe(true);
    expect(isCountable(req('GET', { 'user-agent': NOT_PEOPLE.Googlebot }))).toBe(false);
    expect(isCountable(req('GET', { 'user-agent': NOT_PEOPLE.Googlebot }))).toBe(false);
  });
});
