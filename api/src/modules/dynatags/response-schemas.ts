// The `data` of the owners' dynatag answers, for the OpenAPI document (platform/envelope.ts `answers`),
// checked at compile time against shared/types/dynatags.ts and the services' answers.
import { DynatagModulesDocumented } from '@shared/schemas/dynatag-modules';
import { TagRule, TagVariant } from '@shared/schemas/tag-rules';
import type {
  DynatagDetail,
  DynatagFile,
  DynatagFolderItem,
  DynatagList,
  DynatagSummary,
  DynatagVersionItem,
} from '@shared/types/dynatags';
import { type Static, t } from 'elysia';
import type { Fits } from '../../platform/envelope';
import { Timestamp } from '../users';
import type { dynatagDetail, listDynatags } from './detail';
import type { listVersions } from './versions';

/** A picture's size and resized copies: shared/types/dynatags.ts DynatagPicture. */
export const PictureData = t.Optional(
  t.Object(
    {
      width: t.Integer({ description: 'Pixels, upright' }),
      height: t.Integer({ description: 'Pixels, upright' }),
      variants: t.Array(t.Object({ width: t.Integer(), height: t.Integer(), path: t.String() }), {
        description: 'Resized copies (WebP), smallest first, for srcset; signed like the file',
      }),
    },
    { description: 'A picture (JPEG, PNG, WebP, GIF) stored without metadata, with its resized copies' },
  ),
);

export const DynatagFileData = t.Object({
  id: t.String({ description: 'File id: modules refer to it; DELETE … /files takes it' }),
  name: t.String(),
  mime: t.String({ description: 'Type, from the content' }),
  size: t.Integer({ description: 'Bytes' }),
  path: t.String({
    description: 'Download address; signed (?sig=…&exp=…) for a tag with a passcode or a geolock',
  }),
  picture: PictureData,
});

const Views = t.Object(
  { total: t.Integer(), unique: t.Integer({ description: 'One per visitor and day' }) },
  { description: 'Views counted on the public page' },
);

export const DynatagSummaryData = t.Object(
  {
    id: t.String({ description: 'Public id: /d/{id}' }),
    name: t.String({ description: 'The owners’ name for it; never shown on the tag' }),
    label: t.String({ description: 'The title visitors see' }),
    folderId: t.Nullable(t.String({ description: 'Its folder; null: the root' })),
    locked: t.Boolean({ description: 'Visitors need the passcode now' }),
    geolocked: t.Boolean({ description: 'Visitors must be near a place' }),
    redirects: t.Boolean({ description: 'Visitors are sent on to the redirect URL' }),
    moduleCount: t.Integer(),
    views: Views,
    version: t.Integer({ description: 'Grows with every save; send it as baseVersion' }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    url: t.String({
      description:
        'The public page; the QR code carries it. Every visit counts (add ?count=false to look without counting)',
    }),
  },
  { description: 'A dynatag as the table and the tree show it' },
);

export const DynatagFolderData = t.Object({
  id: t.String(),
  name: t.String(),
  parentId: t.Nullable(t.String({ description: 'Parent folder; null: the root' })),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

export const DynatagListData = t.Object({
  dynatags: t.Array(DynatagSummaryData),
  folders: t.Array(DynatagFolderData, { description: 'The folder tree, as parent links' }),
  limits: t.Object(
    { dynatags: t.Integer(), folders: t.Integer(), folderDepth: t.Integer() },
    { description: 'Per company' },
  ),
});

export const DynatagDetailData = t.Composite(
  [
    DynatagSummaryData,
    t.Object({
      companyId: t.String(),
      passcode: t.String({ description: 'Empty: none' }),
      passcodeTimer: t.Nullable(
        t.Object({
          mode: t.Union([t.Literal('lock'), t.Literal('unlock')]),
          hours: t.Integer(),
          endsAt: Timestamp,
        }),
        { description: 'A temporary lock or unlock of the passcode; null: permanent' },
      ),
      geolock: t.Nullable(
        t.Object({ lat: t.Number(), lng: t.Number(), distance: t.Integer({ description: 'Metres' }) }),
      ),
      redirectUrl: t.String(),
      showCompanyLogo: t.Boolean(),
      availableOffline: t.Boolean({
        description: "Visitors' phones keep the page and its files for offline use",
      }),
      modules: DynatagModulesDocumented,
      variants: t.Array(TagVariant, { description: "Other versions of the tag's modules (issue 34)" }),
      rules: t.Array(TagRule, { description: 'In order: the first whose conditions all hold decides' }),
      rulesTimeZone: t.String({ description: 'The IANA zone the rules’ days, times and dates are in' }),
      files: t.Array(DynatagFileData),
      usedBytes: t.Integer({ description: 'Bytes of the tag’s 20 MB used' }),
      updatedBy: t.Nullable(t.Object({ fullName: t.String() }), { description: 'Who saved it last' }),
    }),
  ],
  { description: 'A dynatag with everything the editor shows' },
);

export const DynatagVersionData = t.Object({
  version: t.Integer(),
  savedAt: Timestamp,
  savedBy: t.Nullable(t.Object({ fullName: t.String() })),
  name: t.String(),
  moduleCount: t.Integer(),
});

// Compile-time checks: the shared answer types and the services' answers fit the documented shapes.
type Item<F extends (...args: never[]) => unknown> =
  Awaited<ReturnType<F>> extends (infer I)[] ? I : Awaited<ReturnType<F>>;
export type FileFits = Fits<DynatagFile, Static<typeof DynatagFileData>>;
export type SummaryFits = Fits<DynatagSummary, Static<typeof DynatagSummaryData>>;
export type FolderFits = Fits<DynatagFolderItem, Static<typeof DynatagFolderData>>;
export type ListFits = Fits<DynatagList, Static<typeof DynatagListData>>;
export type DetailFits = Fits<DynatagDetail, Static<typeof DynatagDetailData>>;
export type VersionFits = Fits<DynatagVersionItem, Static<typeof DynatagVersionData>>;
export type ListServiceFits = Fits<Item<typeof listDynatags>, DynatagList>;
export type DetailServiceFits = Fits<Item<typeof dynatagDetail>, DynatagDetail>;
export type VersionServiceFits = Fits<Item<typeof listVersions>, DynatagVersionItem>;
