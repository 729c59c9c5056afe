import type { Lang } from '@shared/constants';
import type { ApiData } from '../../../../packages/client/src/index';

/** The signed-in user as `GET /api/v1/users/me` answers it. */
export type Me = {
  shortId: string;
  role: 'user' | 'administrator';
  email: string;
  username: string;
  fullName: string;
  description: string;
  isVerified: boolean;
  avatar: boolean;
  avatarPath: string;
  cover: boolean;
  /** The wide picture on top of the card page, or null without one. */
  coverPath: string | null;
  keepLoggedIn: boolean;
  otpEnabled: boolean;
  lang: Lang;
  subscription: {
    privileges: boolean;
    /** The running subscription, or null. */
    active: 'daily' | 'monthly' | 'lifetime' | null;
    provider: string | null;
    expiresAt: number | null;
  };
  /** Holds an active card in one of their companies; without one the order-card prompt shows. */
  hasCard: boolean;
  lastLoginAt: number | null;
  createdAt: number;
};

/** POST users/me/otp: the generated type (packages/client), the same fields the API documents. */
export type OtpSetup = ApiData<'/api/v1/users/me/otp', 'post'>;
export type ApiKey = {
  id: string;
  name: string;
  prefix: string;
  createdAt: number;
  lastUsedAt: number | null;
};
export type NewApiKey = ApiKey & { key: string };
export type Quota = { used: number; limit: number; free: number };
