import { MINUTE_MS } from '@shared/constants';
import type { Clock } from './clock';
import { AppError } from './errors';

/** Where counters live: memory by default; a Redis store implements the same two calls. */
export type RateLimitStore = {
  /** Adds one hit to the key's current window and returns the count and when the window ends. */
  hit: (key: string, windowMs: number, now: number) => Promise<{ count: number; resetAt: number }>;
  /** The key's count in its current window, without adding to it (0 when none). */
  peek: (key: string, now: number) => Promise<number>;
  reset: (key: string) => Promise<void>;
};

export function memoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = 0;
  return {
    async hit(key, windowMs, now) {
      if (now - lastSweep > MINUTE_MS) {
        lastSweep = now;
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      }
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w);
      }
      w.count++;
      return { ...w };
    },
    async peek(key, now) {
      const w = windows.get(key);
      return w && w.resetAt > now ? w.count : 0;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export type RateRule = { limit: number; windowMs: number };

/** The limits per action; per IP and, where there is one, per account or email. */
export const RATE_RULES = {
  /** Login: past the account's limit its logins need the human check (or a known device); no lockout. */
  login: { ip: { limit: 30, windowMs: 15 * MINUTE_MS }, account: { limit: 10, windowMs: 15 * MINUTE_MS } },
  signup: { ip: { limit: 10, windowMs: 60 * MINUTE_MS } },
  passwordForgot: {
    ip: { limit: 10, windowMs: 60 * MINUTE_MS },
    account: { limit: 3, windowMs: 60 * MINUTE_MS },
  },
  passwordReset: { ip: { limit: 10, windowMs: 15 * MINUTE_MS } },
  verificationResend: {
    ip: { limit: 10, windowMs: 60 * MINUTE_MS },
    account: { limit: 3, windowMs: 60 * MINUTE_MS },
  },
  otp: { ip: { limit: 30, windowMs: 15 * MINUTE_MS }, account: { limit: 10, windowMs: 15 * MINUTE_MS } },
  inquiry: { ip: { limit: 5, windowMs: 60 * MINUTE_MS } },
  /** Password confirmations of a signed-in user (account changes, deletion): a stolen session cannot guess on. */
  passwordCheck: {
    ip: { limit: 30, windowMs: 15 * MINUTE_MS },
    account: { limit: 10, windowMs: 15 * MINUTE_MS },
  },
  /** Invitations mail addresses the sender chooses: a company's whole roster an hour, not a spam run. */
  invite: {
    ip: { limit: 300, windowMs: 60 * MINUTE_MS },
    account: { limit: 200, windowMs: 60 * MINUTE_MS },
  },
  /** Spreadsheet imports that invite (a dry run is not counted): a roster each, and its corrections. */
  colleagueImport: {
    ip: { limit: 30, windowMs: 60 * MINUTE_MS },
    account: { limit: 20, windowMs: 60 * MINUTE_MS },
  },
  /** Bulk dynatag jobs (up to 500 tags each) and their previews: a day's corrections, not a flood. */
  dynatagBulk: {
    ip: { limit: 60, windowMs: 60 * MINUTE_MS },
    account: { limit: 30, windowMs: 60 * MINUTE_MS },
  },
  /**
   * Webhook tests and redeliveries post at once to an address the owner chose: enough for a session of setting
   * up a receiver, not a way to make our server hammer a site ("account" is the company).
   */
  webhookSend: {
    ip: { limit: 60, windowMs: 10 * MINUTE_MS },
    account: { limit: 30, windowMs: 10 * MINUTE_MS },
  },
  /** Exchange contact on a card page: per visitor IP (a fair's Wi-Fi is shared), and per holder ("account"). */
  lead: { ip: { limit: 30, windowMs: 60 * MINUTE_MS }, account: { limit: 120, windowMs: 60 * MINUTE_MS } },
  /**
   * A salesperson's captures (paper cards, codes): a busy fair's hour, and an offline queue sent at once, pass
   * (a capture every 12 seconds); a flood does not (issue 31). Per address a stand's few phones on one Wi-Fi.
   */
  /**
   * A dynatag's form (issue 32): per visitor IP 20 sends in 10 minutes (a fair's Wi-Fi is shared; a flood is
   * not), per tag ("account") 300 an hour.
   */
  tagForm: {
    ip: { limit: 20, windowMs: 10 * MINUTE_MS },
    account: { limit: 300, windowMs: 60 * MINUTE_MS },
  },
  leadCapture: {
    ip: { limit: 900, windowMs: 60 * MINUTE_MS },
    account: { limit: 300, windowMs: 60 * MINUTE_MS },
  },
  /**
   * Passcode attempts on a protected dynatag: 5 per tag and visitor IP ("account" is tag + IP) in 10 minutes,
   * a right one clears them; 60 per IP over all tags (a fair's Wi-Fi is shared).
   */
  dynatagPasscode: {
    ip: { limit: 60, windowMs: 10 * MINUTE_MS },
    account: { limit: 5, windowMs: 10 * MINUTE_MS },
  },
  /**
   * Wrong passcodes on one tag from all addresses together ("account" is the tag): past 10 in an hour every
   * further guess needs the human check, so a four-digit passcode cannot be walked from many addresses. The
   * per-IP rule is dynatagPasscode's.
   */
  dynatagBudget: {
    ip: { limit: 60, windowMs: 10 * MINUTE_MS },
    account: { limit: 10, windowMs: 60 * MINUTE_MS },
  },
  /**
   * Positions sent to a geolocked tag, each answered with the distance to its fence: 10 per tag and IP
   * ("account" is tag + IP) and 30 per IP in 10 minutes, so the place cannot be found by walking the map.
   */
  dynatagPosition: {
    ip: { limit: 30, windowMs: 10 * MINUTE_MS },
    account: { limit: 10, windowMs: 10 * MINUTE_MS },
  },
  /**
   * New Apple Wallet device registrations of a pass (a device registering again is not counted): 10 an hour
   * from one address, 20 an hour for one device ("account" is the device library id). The pass and its token
   * are public, so without this one address registered 300 devices and each edit pushed to them all.
   */
  /**
   * SCIM requests of a company's directory ("account" is the company): Entra ID and Okta send a cycle in bursts of
   * a few a second; a token in a loop is stopped at four a second on average.
   */
  scim: {
    ip: { limit: 600, windowMs: MINUTE_MS },
    account: { limit: 240, windowMs: MINUTE_MS },
  },
  walletRegistration: {
    ip: { limit: 10, windowMs: 60 * MINUTE_MS },
    account: { limit: 20, windowMs: 60 * MINUTE_MS },
  },
  /**
   * A copy of one's own data (issue 33): a few an hour per person — each is a job that reads all their files —
   * and the download links per address (each link is a 256-bit token; this only keeps a flood off the storage).
   */
  dataExport: {
    ip: { limit: 20, windowMs: 60 * MINUTE_MS },
    account: { limit: 3, windowMs: 60 * MINUTE_MS },
  },
  dataExportDownload: { ip: { limit: 30, windowMs: 10 * MINUTE_MS } },
} satisfies Record<string, { ip: RateRule; account?: RateRule }>;

export type RateAction = keyof typeof RATE_RULES;

export type RateLimiter = {
  /** Counts one attempt; throws 429 with Retry-After when the IP or the account is over its limit. */
  check: (action: RateAction, ip: string, account?: string) => Promise<void>;
  /** Counts one attempt against the account only (after cheaper checks such as the human check passed). */
  checkAccount: (action: RateAction, account: string) => Promise<void>;
  /** Counts one attempt against the account and tells whether it is over its limit, without refusing it. */
  overAccount: (action: RateAction, account: string) => Promise<boolean>;
  /** Whether the account has spent its limit (counts nothing). */
  spentAccount: (action: RateAction, account: string) => Promise<boolean>;
  /** Forgets an account's attempts (a successful login ends the count of failures). */
  clearAccount: (action: RateAction, account: string) => Promise<void>;
};

export function createRateLimiter(store: RateLimitStore, clock: Clock): RateLimiter {
  const take = async (key: string, rule: RateRule) => {
    const now = clock.now();
    const { count, resetAt } = await store.hit(key, rule.windowMs, now);
    if (count > rule.limit) {
      const seconds = Math.max(1, Math.ceil((resetAt - now) / 1000));
      throw new AppError('RATE_LIMITED', 'rateLimited', {
        params: { seconds },
        headers: { 'retry-after': String(seconds) },
      });
    }
  };
  const accountKey = (action: RateAction, account: string) => `${action}:account:${account.toLowerCase()}`;
  const accountRule = (action: RateAction): RateRule | undefined =>
    (RATE_RULES[action] as { account?: RateRule }).account;
  return {
    async check(action, ip, account) {
      await take(`${action}:ip:${ip}`, RATE_RULES[action].ip);
      const rule = accountRule(action);
      if (account && rule) await take(accountKey(action, account), rule);
    },
    async checkAccount(action, account) {
      const rule = accountRule(action);
      if (rule) await take(accountKey(action, account), rule);
    },
    async overAccount(action, account) {
      const rule = accountRule(action);
      if (!rule) return false;
      const { count } = await store.hit(accountKey(action, account), rule.windowMs, clock.now());
      return count > rule.limit;
    },
    async spentAccount(action, account) {
      const rule = accountRule(action);
      return rule ? (await store.peek(accountKey(action, account), clock.now())) >= rule.limit : false;
    },
    async clearAccount(action, account) {
      await store.reset(accountKey(action, account));
    },
  };
}
