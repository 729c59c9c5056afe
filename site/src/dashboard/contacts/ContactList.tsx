import type { ReactNode } from 'react';
import { useId } from 'react';
import { useT } from '../lib/i18n';
import { sectionPath } from '../lib/routes';
import { Icon } from '../ui/icons';
import { NavLink } from '../ui/parts';

// The pieces both Contacts tabs (saved, received from my card) are made of.

/** The action of an empty Contacts tab: share my QR code, which is how contacts come. */
export function ShareQrAction() {
  const t = useT();
  return (
    <NavLink href={sectionPath('profiles', 'qr-code')} className="btn btn-primary btn-sm">
      <Icon name="qr" className="size-4" />
      {t('shareYourQr')}
    </NavLink>
  );
}

/** The search field over a list of contacts (filters what is loaded, as one types). */
export function ContactSearch({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="w-full max-w-sm">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="input w-full">
        <Icon name="search" className="size-4 opacity-60" />
        <input
          id={id}
          type="search"
          placeholder={label}
          className="grow"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
    </div>
  );
}

/** The rows the search leaves, or what to say when it leaves none. */
export function ContactRows({
  label,
  noMatch,
  children,
}: {
  label: string;
  noMatch: string;
  children: ReactNode[];
}) {
  if (children.length === 0) {
    return (
      <p className="rounded-box border border-base-300 border-dashed px-4 py-8 text-center text-sm">
        {noMatch}
      </p>
    );
  }
  return (
    <ul
      className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100"
      aria-label={label}
    >
      {children}
    </ul>
  );
}

/** The person's picture, or the first letter of their name when there is none. */
export function ContactFace({ name, src }: { name: string; src?: string | null }) {
  if (src) {
    return (
      <img
        src={src}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        className="size-12 flex-none rounded-full bg-base-200 object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="bg-primary/10 text-primary grid size-12 flex-none place-items-center rounded-full font-semibold"
    >
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
