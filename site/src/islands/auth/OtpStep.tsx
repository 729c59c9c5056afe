import { useT } from '../../dashboard/lib/i18n';
import { TextField } from '../../dashboard/ui/fields';

/**
 * The second step of a sign-in (login, connecting an account): its title, what to enter, and the 6-digit code
 * field (digits only, the app's one-time code). `heading` follows the page's outline: h3 in a dialog, h2 on a page.
 */
export function OtpStep({
  value,
  onChange,
  error,
  heading: Heading = 'h3',
}: {
  value: string;
  onChange: (code: string) => void;
  error?: string;
  heading?: 'h2' | 'h3';
}) {
  const t = useT();
  return (
    <>
      <Heading className="font-semibold">{t('otpTitle')}</Heading>
      <p className="text-base-content/70 mb-2 text-sm">{t('otpHelp')}</p>
      <TextField
        label={t('otpCode')}
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        data-autofocus
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
        error={error}
      />
    </>
  );
}
