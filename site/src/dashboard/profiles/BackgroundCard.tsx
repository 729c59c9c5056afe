import { BACKGROUND_LAYOUTS } from '@shared/schemas/signatures';
import { useT } from '../lib/i18n';
import type { Profile } from '../lib/people';
import { Icon } from '../ui/icons';
import { Card } from '../ui/parts';

/** Video-call backgrounds of a profile: a preview of each layout and its PNG and JPEG downloads. */
export function BackgroundCard({ profile }: { profile: Profile }) {
  const t = useT();
  const base = `/api/v1/profiles/${encodeURIComponent(profile.shortId)}/background`;
  return (
    <Card title={t('bgTitle')}>
      <p className="text-sm">{t('bgText')}</p>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {BACKGROUND_LAYOUTS.map((layout) => {
          const name = t(`bgLayout_${layout}`);
          return (
            // A div, not a figure: daisyUI lays out a card's figures as centred flex rows.
            <div key={layout} className="space-y-2" data-testid={`background-${layout}`}>
              <img
                src={`${base}.jpg?layout=${layout}`}
                alt={t('bgAlt', { layout: name })}
                width={1920}
                height={1080}
                loading="lazy"
                className="aspect-video w-full rounded-box border border-base-300 object-cover"
              />
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="mr-auto font-medium">{name}</span>
                <a
                  className="btn btn-xs"
                  href={`${base}.png?layout=${layout}`}
                  download={`dynacard-background-${layout}.png`}
                >
                  <Icon name="download" className="size-3" />
                  {t('downloadPng')}
                </a>
                <a
                  className="btn btn-xs"
                  href={`${base}.jpg?layout=${layout}`}
                  download={`dynacard-background-${layout}.jpg`}
                >
                  <Icon name="download" className="size-3" />
                  {t('downloadJpg')}
                </a>
              </div>
            </div>
          );
        })}
      </div>
    </Card>
  );
}
