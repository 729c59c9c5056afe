// The demo dynatags: what a building company shows at a fair, at a show flat and on a building site. Files are
// referred to as upload:N (the N-th of `files`), as the editor sends them.
import type { DynatagModule } from '@shared/schemas/dynatag-modules';
import type { DynatagInput } from '@shared/schemas/dynatags';

/** A file of a demo tag: a PDF, a plan (png) or a picture (photo: a drawn scene, shown by image and gallery modules). */
export type DemoFile = { name: string; kind: 'pdf' | 'png' | 'photo'; title: string };
export type DemoDynatag = {
  /** The owning company by name, and the owner who saves it. */
  company: string;
  owner: string;
  fields: DynatagInput & { name: string; modules: DynatagModule[] };
  files: DemoFile[];
  /** How busy its demo views are (demo/views.ts), so the statistics dialog shows a history. */
  viewScale: number;
};

export const DEMO_DYNATAGS: DemoDynatag[] = [
  {
    company: 'Nordvik Bygg AB',
    owner: 'subscriber',
    viewScale: 4,
    files: [
      { name: 'Nordvik Bygg – mässprogram.pdf', kind: 'pdf', title: 'Mässprogram Elmia 2026' },
      { name: 'Montern – planritning.png', kind: 'png', title: 'Hall B' },
      { name: 'Montern B12.png', kind: 'photo', title: 'Monter B:12' },
      { name: 'Radhus Kungälv.png', kind: 'photo', title: 'Radhus Kungälv' },
      { name: 'Kvillebäcken.png', kind: 'photo', title: 'Kvillebäcken' },
      { name: 'Snickeriverkstaden.png', kind: 'photo', title: 'Verkstaden' },
    ],
    fields: {
      name: 'Elmia montern B:12',
      label: 'Välkommen till Nordvik Bygg',
      showCompanyLogo: true,
      // A fair hall's network fails: visitors' phones keep the stand's page and programme (issue 21).
      availableOffline: true,
      modules: [
        {
          id: 'intro',
          type: 'wysiwyg',
          title: 'Om oss',
          html: '<h2>Vi bygger hållbart i Västsverige</h2><p>Träffa våra projektledare i montern och hör om <strong>nya radhusprojekt</strong> i Göteborg och Kungälv.</p><ul><li>Energiklass A</li><li>Egen snickeriverkstad</li></ul>',
        },
        // An image and a gallery (issue 19): resized on upload, shown with srcset on /d.
        {
          id: 'stand',
          type: 'image',
          file: 'upload:2',
          alt: 'Nordvik Byggs monter B:12 med ett radhus i skala och en disk för samtal',
          caption: 'Montern B:12 i hall B',
        },
        {
          id: 'links',
          type: 'links',
          title: 'Läs mer',
          links: [
            { text: 'Aktuella projekt', url: 'https://example.com/projekt', color: '#1d4ed8' },
            { text: 'Lediga tjänster', url: 'https://example.com/jobb', color: '#15803d' },
          ],
        },
        { id: 'programme', type: 'pdf', title: 'Mässprogram', file: 'upload:0' },
        {
          id: 'hall',
          type: 'mapMarkers',
          title: 'Hitta till montern',
          center: { lat: 57.7703, lng: 14.2105 },
          zoom: 17,
          markers: [
            { lat: 57.7704, lng: 14.2101, label: 'Entré' },
            { lat: 57.7702, lng: 14.2109, label: 'Monter B:12', text: 'Nordvik Bygg' },
          ],
          // The hall plan is 400 × 300: its corners span 4:3 on the map (a degree east is cos 57.77° ≈ 0.533 of a
          // degree north there), so the plan is drawn unstretched.
          overlay: {
            file: 'upload:1',
            south: 57.7698,
            west: 14.20925,
            north: 57.7708,
            east: 14.21175,
            opacity: 0.7,
          },
        },
        {
          id: 'people',
          type: 'contacts',
          title: 'Kontakta oss',
          contacts: [
            {
              name: 'Lina Berg',
              information: 'Projektledare, radhus',
              phone: '+46 31 123 45 10',
              email: 'lina@dynacard.local',
            },
            { name: 'Kundtjänst', information: 'Vardagar 8–17', phone: '+46 31 123 45 00', email: '' },
          ],
        },
        {
          id: 'projects',
          type: 'gallery',
          title: 'Våra projekt',
          pictures: [
            { file: 'upload:3', alt: 'Radhus i trä med gröna tak i Kungälv', caption: 'Radhus Kungälv' },
            { file: 'upload:4', alt: 'Flerbostadshus vid Kvillebäcken i Göteborg', caption: 'Kvillebäcken' },
            {
              file: 'upload:5',
              alt: 'Vår snickeriverkstad där fönster och trappor tillverkas',
              caption: 'Verkstaden',
            },
          ],
        },
        { id: 'files', type: 'files', title: 'Dokument', files: ['upload:0'] },
      ],
    },
  },
  {
    company: 'Nordvik Bygg AB',
    owner: 'subscriber',
    viewScale: 1,
    files: [],
    fields: {
      name: 'Visningslägenhet Kvillebäcken',
      label: 'Visning – Kvillebäcken 4 rok',
      passcode: '2468',
      modules: [
        {
          id: 'flat',
          type: 'wysiwyg',
          html: '<p>Lägenheten visas söndagar 11–13. Koden finns på skylten vid entrén.</p>',
        },
        {
          id: 'place',
          type: 'map',
          center: { lat: 57.7221, lng: 11.9463 },
          zoom: 15,
          marker: 'Visningslägenheten',
        },
        {
          id: 'social',
          type: 'socials',
          links: {
            instagram: 'https://instagram.com/nordvikbygg',
            linkedin: 'https://linkedin.com/company/nordvik',
          },
        },
      ],
    },
  },
  {
    company: 'Nordvik Bygg AB',
    owner: 'subscriber',
    viewScale: 2,
    files: [],
    fields: {
      name: 'Arbetsplats Hisingen',
      label: 'Arbetsplats Hisingen – information',
      geolock: { lat: 57.7209, lng: 11.9386, distance: 500 },
      modules: [
        {
          id: 'safety',
          type: 'wysiwyg',
          title: 'Säkerhet',
          html: '<p>Hjälm och varselväst gäller på hela området. Anmäl dig i bodarna vid grind 2.</p>',
        },
        {
          id: 'route',
          type: 'mapRoute',
          title: 'Väg till bodarna',
          points: [
            { lat: 57.7204, lng: 11.9379, label: 'Grind 2' },
            { lat: 57.7209, lng: 11.9386 },
            { lat: 57.7213, lng: 11.9391, label: 'Bodarna' },
          ],
        },
        { id: 'lang', type: 'plugin_translationWidget', languages: ['en', 'pl', 'fi', 'ar'] },
      ],
    },
  },
];
