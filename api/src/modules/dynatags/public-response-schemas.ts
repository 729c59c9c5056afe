// The `data` of api/v1/dynatags/public/{id} for the OpenAPI document: shared/types/dynatags.ts PublicDynatag,
// checked against it below.
import { CompanyDesign } from '@shared/schemas/company-design';
import { DynatagModule } from '@shared/schemas/dynatag-modules';
import type { PublicDynatag } from '@shared/types/dynatags';
import { type Static, t } from 'elysia';
import type { Fits } from '../../platform/envelope';
import { PictureData } from './response-schemas';

const Timer = t.Union(
  [
    t.Null(),
    t.Object({
      mode: t.Union([t.Literal('lock'), t.Literal('unlock')], {
        description: 'lock: the passcode is asked for until endsAt; unlock: not until endsAt',
      }),
      endsAt: t.Integer({ description: 'When the timer ends (ms since 1970)' }),
      remainingMs: t.Integer({ description: 'Milliseconds left' }),
    }),
  ],
  { description: 'A running passcode timer; null: none' },
);

const FileData = t.Object({
  id: t.String(),
  name: t.String(),
  mime: t.String(),
  size: t.Integer({ description: 'Bytes' }),
  path: t.String({ description: 'Serves the file; signed for an hour on a protected tag' }),
  picture: PictureData,
});

const Base = {
  id: t.String({ description: 'The public id: /d/{id}' }),
  label: t.String({ description: 'The title visitors see' }),
};

export const PublicDynatagData = t.Union(
  [
    t.Object(
      {
        state: t.Literal('open'),
        ...Base,
        logoPath: t.Union([t.Null(), t.String()], {
          description: "The company logo's path when the tag shows it",
        }),
        companyName: t.String(),
        color: t.Union([t.Null(), t.String()], {
          description:
            'The company colour (#rgb or #rrggbb) when the company uses it on its pages; null: none',
        }),
        design: t.Nullable(CompanyDesign, { description: "The company's card design; null: the plain look" }),
        coverPath: t.Nullable(t.String({ description: "The company's cover in the designed header" })),
        redirectUrl: t.String({
          description: 'Where the visitor is sent after the view is counted; empty: none',
        }),
        modules: t.Array(DynatagModule, { description: 'The modules in order' }),
        files: t.Record(t.String(), FileData, { description: 'The files the modules show, by id' }),
        timer: Timer,
      },
      { description: 'Open: the content' },
    ),
    t.Object(
      {
        state: t.Literal('passcode'),
        ...Base,
        wrong: t.Boolean({ description: 'The passcode sent was wrong' }),
        timer: Timer,
      },
      { description: 'The passcode is needed; nothing of the content' },
    ),
    t.Object(
      {
        state: t.Literal('geolock'),
        ...Base,
        distance: t.Union([t.Null(), t.Integer()], {
          description: 'Metres from the fence; null: no position was sent',
        }),
        allowed: t.Integer({ description: 'The fence: metres from its centre' }),
      },
      { description: 'A position within the fence is needed; nothing of the content' },
    ),
  ],
  { description: 'A dynatag as a visitor may see it now' },
);

export type PublicDynatagFits = Fits<PublicDynatag, Static<typeof PublicDynatagData>>;
