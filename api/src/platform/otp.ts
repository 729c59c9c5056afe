import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const PERIOD = 30;

export const newOtpSecret = () => generateSecret();

export async function otpSetupData(secret: string, account: string) {
  const uri = generateURI({ issuer: 'Dynacard', label: account, secret });
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, uri, qrSvg };
}

/**
 * Checks a 6-digit TOTP code at `now` (±1 step of clock drift). Returns the time step it matched,
 * which the caller stores so the same code cannot be used twice; null when the code is wrong or used.
 */
export async function checkOtp(
  secret: string,
  token: string,
  now: number,
  lastStep: number,
): Promise<number | null> {
  const epoch = Math.floor(now / 1000);
  // A step after the window (this instance's clock behind the one that accepted it) is no error, only no match.
  if (lastStep >= Math.floor((epoch + PERIOD) / PERIOD)) return null;
  const result = await verify({ secret, token, epoch, epochTolerance: PERIOD, afterTimeStep: lastStep });
  if (!result.valid) return null;
  return Math.floor(epoch / PERIOD) + result.delta;
}
