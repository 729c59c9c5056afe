import { CARD_TYPES, type CardType, PRICES } from '@shared/constants';
import { useId } from 'react';
import type { ApiResult } from '../../lib/envelope';
import { fieldError } from '../../lib/envelope';
import { formatMoney, useT } from '../../lib/i18n';
import type { Colleague, Company } from '../../lib/people';
import { CheckboxField, TextField } from '../../ui/fields';
import { Icon } from '../../ui/icons';
import { AddressFields } from './AddressFields';
import { CardPreview } from './CardPreview';
import { type CardForm, type DesignForm, EMPTY_ADDRESS, hasHalfAddress } from './form';
import { ImageField } from './ImageField';
import { useWizardT } from './i18n';
import { CARD_LABEL, QuantityField, Select } from './line-fields';

/** One card line: who gets it, which card, how many, where it goes, and what it says, beside its preview. */
export function CardLineEditor({
  n,
  card,
  people,
  company,
  images,
  saveResult,
  showErrors,
  onChange,
  onRecipient,
  onImage,
  onRemove,
}: {
  n: number;
  card: CardForm;
  people: Colleague[];
  company: Pick<Company, 'logo' | 'logoPath'>;
  images: Record<string, string>;
  saveResult: ApiResult | null;
  showErrors: boolean;
  onChange: (change: (card: CardForm) => CardForm) => void;
  /** Another recipient: the texts that still read as the previous one's follow. */
  onRecipient: (membershipId: string) => void;
  onImage: (id: string, path: string) => void;
  onRemove: () => void;
}) {
  const t = useWizardT();
  const app = useT();
  const headingId = useId();
  // Functional changes: an upload that ends after more typing must not bring back the older text.
  const set = (patch: Partial<CardForm>) => onChange((c) => ({ ...c, ...patch }));
  const setDesign = (patch: Partial<DesignForm>) =>
    onChange((c) => ({ ...c, design: { ...c.design, ...patch } }));
  const err = (field: string) => fieldError(saveResult, `cards.${n - 1}.design.${field}`);
  const d = card.design;
  // The company's own logo or an uploaded one: the company's shows as it is now, the order keeps it as submitted.
  const logoPath = d.companyLogo
    ? company.logo
      ? company.logoPath
      : null
    : d.logoId
      ? (images[d.logoId] ?? null)
      : null;
  const text = (
    field: 'fullName' | 'text' | 'phone' | 'email' | 'vcardCompany' | 'vcardUrl',
    label: string,
    max: number,
    extra: Partial<React.ComponentProps<typeof TextField>> = {},
  ) => (
    <TextField
      label={label}
      maxLength={max}
      value={d[field]}
      onChange={(e) => setDesign({ [field]: e.target.value })}
      error={err(field)}
      {...extra}
    />
  );
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-box border border-base-300 bg-base-100 p-4"
      data-testid={`card-line-${n}`}
    >
      <header className="mb-2 flex items-center gap-2">
        <h3 id={headingId} className="flex-1 font-semibold">
          {t('wizardCardN', { n })}
        </h3>
        <button
          type="button"
          className="btn btn-ghost btn-sm btn-square"
          onClick={onRemove}
          aria-label={t('wizardRemoveCard', { n })}
        >
          <Icon name="trash" className="size-4" />
        </button>
      </header>
      <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]">
        <div className="min-w-0">
          <div className="grid gap-x-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)_5.5rem] md:grid-cols-2">
            <Select label={t('wizardRecipient')} value={card.recipient} onChange={onRecipient}>
              {!card.recipient && <option value="">…</option>}
              {people.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.isYou
                    ? t('wizardRecipientYou', { name: person.user.fullName })
                    : person.user.fullName}
                </option>
              ))}
            </Select>
            <Select
              label={t('wizardType')}
              value={card.type}
              onChange={(type) => set({ type: type as CardType })}
            >
              {CARD_TYPES.map((type) => (
                <option key={type} value={type}>
                  {`${app(CARD_LABEL[type])} · ${formatMoney(PRICES.cards[type])}`}
                </option>
              ))}
            </Select>
            <QuantityField
              value={card.quantity}
              hint={t('wizardEach', { price: formatMoney(PRICES.cards[card.type]) })}
              onChange={(quantity) => set({ quantity })}
            />
          </div>
          <CheckboxField
            label={t('wizardAltAddress')}
            checked={card.altAddress !== null}
            onChange={(e) => set({ altAddress: e.target.checked ? { ...EMPTY_ADDRESS } : null })}
          />
          {card.altAddress && (
            <div className="border-base-300 mb-2 border-s-2 ps-3">
              <AddressFields
                value={card.altAddress}
                onChange={(altAddress) => set({ altAddress })}
                error={showErrors && hasHalfAddress(card) ? t('wizardAltIncomplete') : undefined}
              />
            </div>
          )}
          <h4 className="mt-3 mb-1 text-sm font-semibold">{t('wizardDesign')}</h4>
          <div className="grid gap-x-4 sm:grid-cols-2">
            {text('fullName', t('wizardFullName'), 100, { autoComplete: 'off' })}
            {text('text', t('wizardText'), 200)}
            {text('phone', t('wizardPhone'), 40, { type: 'tel', inputMode: 'tel' })}
            {text('email', t('wizardEmail'), 254, { type: 'email' })}
            {text('vcardCompany', t('wizardVcardCompany'), 100)}
            {text('vcardUrl', t('wizardVcardUrl'), 500, { type: 'url', placeholder: 'https://' })}
          </div>
          <div className="grid min-w-0 gap-1">
            <ImageField
              kind="image"
              path={d.imageId ? (images[d.imageId] ?? null) : null}
              onChange={(uploaded) => {
                setDesign({ imageId: uploaded?.id ?? null });
                if (uploaded) onImage(uploaded.id, uploaded.path);
              }}
            />
            {(company.logo || d.companyLogo) && (
              <CheckboxField
                label={t('wizardCompanyLogo')}
                checked={d.companyLogo === true}
                onChange={(e) => setDesign({ companyLogo: e.target.checked, logoId: null })}
              />
            )}
            {!d.companyLogo && (
              <ImageField
                kind="logo"
                path={logoPath}
                onChange={(uploaded) => {
                  setDesign({ logoId: uploaded?.id ?? null });
                  if (uploaded) onImage(uploaded.id, uploaded.path);
                }}
              />
            )}
            <p className="text-base-content/70 text-xs">{t('wizardLogoHint')}</p>
          </div>
        </div>
        <div className="md:sticky md:top-4 md:self-start">
          <CardPreview
            n={n}
            type={card.type}
            design={d}
            imagePath={d.imageId ? (images[d.imageId] ?? null) : null}
            logoPath={logoPath}
          />
        </div>
      </div>
    </article>
  );
}
