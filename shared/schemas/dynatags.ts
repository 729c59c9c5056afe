// Request shapes of api/v1/dynatags (DESIGN §8: written once, used by the API, its OpenAPI document and the
// editor). A write is multipart: the fields as a JSON string in `json`, new files in `files` (modules refer to
// them as upload:0, upload:1… in the order sent), or plain JSON without files.
import { LIMITS } from '@shared/constants';
import type { Static } from '@sinclair/typebox';
import { AcceptMonthlyPrice } from './billing';
import { DynatagModules, DynatagModulesDocumented, Position } from './dynatag-modules';
import { OptionalUrl } from './fields';
import { TagRoutingFields } from './tag-rules';
import { t } from './type-builder';

const Name = t.String({
  minLength: 1,
  maxLength: 100,
  pattern: '\\S',
  error: 'invalidDynatagName',
  description: 'The name owners know it by; never shown on the tag',
});
const ShortId = (description: string) =>
  t.String({ pattern: '^[A-Za-z0-9_-]{1,32}$', error: 'invalidId', description });

export const Passcode = t.String({
  maxLength: 64,
  error: 'invalidPasscode',
  description: 'Passcode or PIN visitors must enter; empty: none',
});

export const PasscodeTimerInput = t.Union(
  [
    t.Null(),
    t.Object(
      {
        mode: t.Union([t.Literal('lock'), t.Literal('unlock')], {
          error: 'invalidTimer',
          description: 'lock: the passcode is asked for until the time ends, then not; unlock: the reverse',
        }),
        hours: t.Integer({
          minimum: 1,
          maximum: 8760,
          error: 'invalidTimer',
          description: 'Hours from this save, 1 to 8760',
        }),
      },
      { additionalProperties: false, error: 'invalidTimer' },
    ),
  ],
  {
    error: 'invalidTimer',
    description:
      'A temporary lock or unlock of the passcode, counted from the save that sets it; null: the passcode (if any) is permanent',
  },
);

export const GeolockInput = t.Union(
  [
    t.Null(),
    t.Object(
      {
        lat: Position.properties.lat,
        lng: Position.properties.lng,
        distance: t.Integer({
          minimum: 10,
          maximum: 20_000_000,
          error: 'invalidDistance',
          description: 'Metres from the centre within which visitors may open the tag',
        }),
      },
      { additionalProperties: false, error: 'invalidGeolock' },
    ),
  ],
  { error: 'invalidGeolock', description: 'Open the tag only near a place; null: anywhere' },
);

/** Everything a save may change; a create needs `name`, an update sends what changed. */
export const DynatagFields = t.Object(
  {
    name: t.Optional(Name),
    label: t.Optional(
      t.String({ maxLength: 200, error: 'invalidText', description: 'The title visitors see on the tag' }),
    ),
    passcode: t.Optional(Passcode),
    passcodeTimer: t.Optional(PasscodeTimerInput),
    geolock: t.Optional(GeolockInput),
    redirectUrl: t.Optional(OptionalUrl),
    showCompanyLogo: t.Optional(t.Boolean({ error: 'invalidValue', description: "Show the company's logo" })),
    availableOffline: t.Optional(
      t.Boolean({
        error: 'invalidValue',
        description:
          "Visitors' phones keep the page and its files after a first visit and show them offline; refused (422) with a passcode or a location lock",
      }),
    ),
    folderId: t.Optional(
      t.Union([t.Null(), ShortId('The folder')], {
        error: 'invalidId',
        description: 'The folder; null: the root',
      }),
    ),
    modules: t.Optional(DynatagModules),
    // Variants, rules and their time zone (issue 34): versioned and scheduled with the modules.
    ...TagRoutingFields,
  },
  { additionalProperties: false },
);
export type DynatagInput = Static<typeof DynatagFields>;

/**
 * A create also carries the owner's confirmation of the company's new monthly price when the tag raises it (the
 * first tag starts the dynatag service, a tag beyond the included ones adds a unit): see AcceptMonthlyPrice.
 */
export const DynatagCreateFields = t.Composite([
  DynatagFields,
  t.Object({ acceptMonthlyPrice: t.Optional(AcceptMonthlyPrice) }),
]);
export type DynatagCreateInput = Static<typeof DynatagCreateFields>;

/** An update also names the version it was based on: a stale one is refused with 409 and changes nothing. */
export const DynatagUpdateFields = t.Composite([
  DynatagFields,
  t.Object({
    baseVersion: t.Integer({
      minimum: 1,
      error: 'invalidVersion',
      description: 'The version this edit started from (GET answers `version`)',
    }),
  }),
]);
export type DynatagUpdateInput = Static<typeof DynatagUpdateFields>;

/**
 * A change to go live at a chosen time (issue 23): the same fields as an update but the folder and offline (which
 * are not part of a version), as JSON (upload new files with a save first), the version it was based on, and the
 * moment it goes live.
 */
export const DynatagScheduleBody = t.Object(
  {
    ...(({ folderId: _folder, availableOffline: _offline, ...rest }) => rest)(DynatagFields.properties),
    baseVersion: t.Integer({
      minimum: 1,
      error: 'invalidVersion',
      description: 'The version this edit started from (GET answers `version`)',
    }),
    publishAt: t.Integer({
      minimum: 0,
      error: 'invalidPublishAt',
      description: 'When the change goes live (ms since 1970, UTC): at least a minute ahead, within a year',
    }),
  },
  { additionalProperties: false },
);
export type DynatagScheduleInput = Static<typeof DynatagScheduleBody>;

const TagFiles = t.Files({
  maxItems: LIMITS.dynatagFiles,
  error: 'dynatagFileLimit',
  description: `New files of the tag, at most ${LIMITS.dynatagFiles} and 20 MB in all: PDF, images, office documents…`,
});

/** The fields as the OpenAPI document shows them: the modules as a discriminated union (oneOf). */
const documented = <S extends typeof DynatagFields | typeof DynatagCreateFields | typeof DynatagUpdateFields>(
  fields: S,
) => t.Object({ ...fields.properties, modules: t.Optional(DynatagModulesDocumented) });

// Multipart (json + files) or the fields as plain JSON; `json` is parsed and checked by the service (422 per
// field, down to the module: modules.3.links.2.url), `contentSchema` documents what it carries.
export const DynatagCreateBody = t.Object(
  {
    json: t.Optional(
      t.Any({
        description:
          'The fields (DynatagCreateFields; name is required; acceptMonthlyPrice when the tag raises the price) as a JSON string',
        contentMediaType: 'application/json',
        contentSchema: documented(DynatagCreateFields),
      }),
    ),
    files: t.Optional(TagFiles),
  },
  { additionalProperties: true, description: 'Multipart (json + files) or the fields as JSON' },
);
export const DynatagUpdateBody = t.Object(
  {
    json: t.Optional(
      t.Any({
        description: 'The changed fields and baseVersion (DynatagUpdateFields) as a JSON string',
        contentMediaType: 'application/json',
        contentSchema: documented(DynatagUpdateFields),
      }),
    ),
    files: t.Optional(TagFiles),
  },
  { additionalProperties: true, description: 'Multipart (json + files) or the fields as JSON' },
);

export const DynatagFilesBody = t.Object({ files: TagFiles });
export const DynatagFileIdsBody = t.Object({
  ids: t.Array(ShortId('A file id'), {
    minItems: 1,
    maxItems: LIMITS.dynatagFiles,
    error: 'invalidId',
    description: 'The files to delete; modules that show them lose them (a new version)',
  }),
});

/** Deleting needs the exact name, case-sensitive (SPEC §5). */
export const DeleteDynatagBody = t.Object({
  name: t.String({ maxLength: 100, error: 'nameMismatch', description: "The dynatag's exact name" }),
});

export const MoveDynatagBody = t.Object({
  folderId: t.Union([t.Null(), ShortId('The folder')], {
    error: 'invalidId',
    description: 'The folder to move the tag to; null: the root',
  }),
});

export const ImportModulesBody = t.Object({
  from: ShortId('The dynatag of the same company whose modules (and their files) are appended'),
  baseVersion: DynatagUpdateFields.properties.baseVersion,
});

export const RestoreVersionBody = t.Object({
  baseVersion: DynatagUpdateFields.properties.baseVersion,
});

const FolderName = t.String({
  minLength: 1,
  maxLength: 100,
  pattern: '\\S',
  error: 'invalidFolderName',
  description: 'Folder name',
});
export const FolderCreateBody = t.Object({
  name: FolderName,
  parentId: t.Optional(
    t.Union([t.Null(), ShortId('The parent folder')], {
      error: 'invalidId',
      description: 'Parent folder; null: root',
    }),
  ),
});
export const FolderUpdateBody = t.Object({
  name: t.Optional(FolderName),
  parentId: t.Optional(
    t.Union([t.Null(), ShortId('The parent folder')], {
      error: 'invalidId',
      description: 'Move under this folder; null: the root',
    }),
  ),
});

/** What a visitor sends to open a protected tag (POST api/v1/dynatags/public/{id}). */
export const UnlockBody = t.Object({
  passcode: t.Optional(Passcode),
  altcha: t.Optional(
    t.String({
      maxLength: 2000,
      error: 'notRobot',
      description:
        "The solved human check, needed with a passcode once the tag's wrong guesses from all addresses spent their budget (answer 422 on altcha)",
    }),
  ),
  position: t.Optional(
    t.Object(
      {
        lat: Position.properties.lat,
        lng: Position.properties.lng,
        accuracy: t.Optional(
          t.Number({
            minimum: 0,
            maximum: 100_000,
            error: 'invalidPosition',
            description: 'Accuracy in metres',
          }),
        ),
      },
      {
        additionalProperties: false,
        error: 'invalidPosition',
        description: "The visitor's reported position",
      },
    ),
  ),
});

// Statistics: GET api/v1/dynatags/{id}/statistics takes the query of the profile statistics
// (shared/schemas/profiles.ts StatsQuery: period month | year | all), extended there with range (from–to) and
// format=csv, so both answer the same shape (shared/types/dynatags.ts Statistics) to the same dialog.
