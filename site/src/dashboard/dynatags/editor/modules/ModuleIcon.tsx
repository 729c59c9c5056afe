import type { ModuleType } from '@shared/schemas/dynatag-modules';

// One outline icon per module type, drawn like the dashboard's own icons (24 × 24, 1.8 stroke).
const PATHS: Record<ModuleType, string> = {
  wysiwyg: 'M4 6h16M4 10h10M4 14h16M4 18h8',
  files: 'M8 3h7l4 4v11a1 1 0 01-1 1H8a1 1 0 01-1-1V4a1 1 0 011-1zM4 7v13a1 1 0 001 1h10',
  image: 'M4 5h16v14H4V5zm0 11l5-5 4 4 2-2 5 5M15 9.5a1.5 1.5 0 100-.01',
  gallery: 'M3 3h8v8H3V3zm10 0h8v8h-8V3zM3 13h8v8H3v-8zm10 0h8v8h-8v-8z',
  pdf: 'M14 3H6a1 1 0 00-1 1v16a1 1 0 001 1h12a1 1 0 001-1V8l-5-5zm0 0v5h5M8 13h2a1.5 1.5 0 010 3H8v-3zm0 3v2',
  map: 'M12 21s-6-5.4-6-11a6 6 0 0112 0c0 5.6-6 11-6 11zm0-8.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  mapRoute:
    'M6 19a2 2 0 100-4 2 2 0 000 4zm12-10a2 2 0 100-4 2 2 0 000 4zM6 15V9a3 3 0 013-3h3m0 12h3a3 3 0 003-3V9',
  mapMarkers: 'M3 6l6-2 6 2 6-2v14l-6 2-6-2-6 2V6zm6-2v14m6-12v14',
  links: 'M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1',
  iframe: 'M3 5h18v14H3V5zm0 4h18M9 13l-2 2 2 2m6-4l2 2-2 2',
  socials:
    'M18 8a3 3 0 100-6 3 3 0 000 6zM6 15a3 3 0 100-6 3 3 0 000 6zm12 7a3 3 0 100-6 3 3 0 000 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  contacts: 'M9 11a4 4 0 100-8 4 4 0 000 8zM2 21a7 7 0 0114 0M17 11h5M17 15h5M19 7h3',
  hours: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 2',
  menu: 'M6 3h12a1 1 0 011 1v16a1 1 0 01-1 1H6a1 1 0 01-1-1V4a1 1 0 011-1zM8 8h8M8 12h8M8 16h5',
  event: 'M4 6h16v14H4V6zm0 4h16M8 3v4m8-4v4M8 14h3v3H8v-3z',
  coupon: 'M3 7h18v3a2 2 0 000 4v3H3v-3a2 2 0 000-4V7zm11 0v10',
  form: 'M5 4h14v16H5zM8 8h8M8 12h8M8 16h5',
  plugin_disqus: 'M21 12a8 8 0 01-11.6 7.1L4 20l1-4.4A8 8 0 1121 12zM9 10h6M9 14h4',
  plugin_htmlCommentBox: 'M4 5h16v11H9l-5 4V5zm5 4l-2 2 2 2m6-4l2 2-2 2',
  plugin_translationWidget:
    'M4 5h8M8 3v2m2.5 0c-.8 4-3.3 7-6.5 8.5M6 9c1 2 2.7 3.6 5 4.5M13 21l4-9 4 9m-6.8-3h5.6',
  video: 'M3 6h18v12H3V6zm7 3v6l5-3-5-3z',
};

export function ModuleIcon({ type, className = 'size-5' }: { type: ModuleType; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className}`}
      aria-hidden="true"
    >
      <path d={PATHS[type]} />
    </svg>
  );
}
