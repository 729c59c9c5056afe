import { useEffect } from 'react';
import type { ApiResult } from '../../lib/envelope';
import type { Colleague, Company } from '../../lib/people';
import { useColleagues } from '../../stores/people';
import { Icon } from '../../ui/icons';
import { Spinner } from '../../ui/parts';
import { CardLineEditor } from './CardLineEditor';
import { newCard, type WizardForm } from './form';
import { useWizardT } from './i18n';
import { cardTextsOf, refill } from './prefill';

/** Step 2: the card lines of the order, each with its customisation and live preview. */
export function StepCards({
  form,
  company,
  ownMembershipId,
  images,
  saveResult,
  showErrors,
  update,
  onImage,
}: {
  form: WizardForm & { companyId: string };
  /** The ordering company: its name and website go on the cards' vCards, its logo on a card if chosen. */
  company: Pick<Company, 'name' | 'websiteUrl' | 'logo' | 'logoPath'>;
  ownMembershipId: string;
  images: Record<string, string>;
  saveResult: ApiResult | null;
  showErrors: boolean;
  update: (change: (form: WizardForm) => WizardForm) => void;
  onImage: (id: string, path: string) => void;
}) {
  const t = useWizardT();
  const { colleagues } = useColleagues(form.companyId);
  // The owner and the colleagues who joined: invited people have no profile to open yet.
  const people: Colleague[] = (colleagues ?? []).filter((c) => c.state !== 'invited');
  const textsOf = (membershipId: string) =>
    cardTextsOf(
      people.find((p) => p.id === membershipId),
      company,
    );
  const toFill = colleagues ? form.cards.filter((c) => c.fill).length : 0;
  // New lines say what their recipient's colleague profile says, once the people are known.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when lines to fill appear or the people load
  useEffect(() => {
    if (!toFill) return;
    update((f) => ({
      ...f,
      cards: f.cards.map((c) =>
        c.fill ? { ...c, fill: false, design: refill(c.design, null, textsOf(c.recipient)) } : c,
      ),
    }));
  }, [toFill]);
  if (!colleagues) return <Spinner label={t('wizardLoading')} />;
  return (
    <div className="grid gap-4">
      <p className="text-base-content/75 text-sm">{t('wizardCardsIntro')}</p>
      {form.cards.length === 0 && (
        <div
          role={showErrors ? 'alert' : undefined}
          className="alert alert-warning alert-soft dc-alert text-sm"
        >
          <Icon name="warning" />
          <span>{t('wizardNeedOneCard')}</span>
        </div>
      )}
      {form.cards.map((card, index) => (
        <CardLineEditor
          key={card.key}
          n={index + 1}
          card={card}
          people={people}
          company={company}
          images={images}
          saveResult={saveResult}
          showErrors={showErrors}
          onImage={onImage}
          onRecipient={(recipient) =>
            update((f) => ({
              ...f,
              cards: f.cards.map((c) =>
                c.key === card.key
                  ? { ...c, recipient, design: refill(c.design, textsOf(c.recipient), textsOf(recipient)) }
                  : c,
              ),
            }))
          }
          onChange={(change) =>
            update((f) => ({ ...f, cards: f.cards.map((c) => (c.key === card.key ? change(c) : c)) }))
          }
          onRemove={() => update((f) => ({ ...f, cards: f.cards.filter((c) => c.key !== card.key) }))}
        />
      ))}
      <div>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={form.cards.length >= 50}
          onClick={() => update((f) => ({ ...f, cards: [...f.cards, newCard(ownMembershipId)] }))}
        >
          <Icon name="plus" className="size-4" />
          {t('wizardAddCard')}
        </button>
      </div>
    </div>
  );
}
