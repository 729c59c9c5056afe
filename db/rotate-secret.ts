import {
  accountingConnections,
  companySso,
  crmConnections,
  crmOauthStates,
  users,
  webhookEndpoints,
} from '@db/schema';
import { eq, isNotNull, or } from 'drizzle-orm';
import { decrypt, encrypt } from '../api/src/platform/crypto';
import type { Db } from './client';

export type Rotated = {
  otpSecrets: number;
  accountingTokens: number;
  webhookSecrets: number;
  ssoClientSecrets: number;
  crmTokens: number;
};

/**
 * Re-encrypts what the database keeps encrypted with SECRET — users' TOTP secrets (enabled and pending), the
 * accounting connection's tokens, webhook endpoints' signing secrets, companies' single sign-on client secrets and
 * their CRM connections' tokens (and the PKCE verifiers of connects under way) —
 * from `oldSecret` to `newSecret`, in one transaction: all or nothing. A value
 * the old secret cannot read stops the rotation (the old secret given is not the one in use).
 */
export async function rotateSecret(db: Db, oldSecret: string, newSecret: string): Promise<Rotated> {
  const reseal = (sealed: string | null) => {
    if (sealed === null) return null;
    try {
      return encrypt(decrypt(sealed, oldSecret), newSecret);
    } catch {
      throw new Error('A stored secret cannot be read with the current SECRET; nothing was changed.');
    }
  };
  return db.transaction(async (tx) => {
    const rotated: Rotated = {
      otpSecrets: 0,
      accountingTokens: 0,
      webhookSecrets: 0,
      ssoClientSecrets: 0,
      crmTokens: 0,
    };
    const withOtp = await tx
      .select({ id: users.id, otpSecret: users.otpSecret, otpPendingSecret: users.otpPendingSecret })
      .from(users)
      .where(or(isNotNull(users.otpSecret), isNotNull(users.otpPendingSecret)));
    for (const user of withOtp) {
      await tx
        .update(users)
        .set({ otpSecret: reseal(user.otpSecret), otpPendingSecret: reseal(user.otpPendingSecret) })
        .where(eq(users.id, user.id));
      rotated.otpSecrets++;
    }
    const connections = await tx.select().from(accountingConnections);
    for (const row of connections) {
      if (!row.accessToken && !row.refreshToken) continue;
      await tx
        .update(accountingConnections)
        .set({ accessToken: reseal(row.accessToken), refreshToken: reseal(row.refreshToken) })
        .where(eq(accountingConnections.id, row.id));
      rotated.accountingTokens++;
    }
    const endpoints = await tx.select().from(webhookEndpoints);
    for (const row of endpoints) {
      await tx
        .update(webhookEndpoints)
        .set({ secret: reseal(row.secret)!, previousSecret: reseal(row.previousSecret) })
        .where(eq(webhookEndpoints.id, row.id));
      rotated.webhookSecrets++;
    }
    for (const row of await tx.select().from(companySso)) {
      await tx
        .update(companySso)
        .set({ clientSecret: reseal(row.clientSecret)! })
        .where(eq(companySso.companyId, row.companyId));
      rotated.ssoClientSecrets++;
    }
    for (const row of await tx.select().from(crmConnections)) {
      await tx
        .update(crmConnections)
        .set({ accessToken: reseal(row.accessToken)!, refreshToken: reseal(row.refreshToken)! })
        .where(eq(crmConnections.id, row.id));
      rotated.crmTokens++;
    }
    for (const row of await tx.select().from(crmOauthStates)) {
      if (row.codeVerifier === null) continue;
      await tx
        .update(crmOauthStates)
        .set({ codeVerifier: reseal(row.codeVerifier) })
        .where(eq(crmOauthStates.stateHash, row.stateHash));
    }
    return rotated;
  });
}
