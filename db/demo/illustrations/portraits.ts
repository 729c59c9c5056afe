// Portraits of the demo's people, drawn as flat SVG illustrations (a head and shoulders before a soft
// background): varied faces, skin tones, hair and clothes, so a demo card looks like a person's card.

export type HairStyle = 'short' | 'side' | 'long' | 'bun' | 'curly' | 'bob' | 'bald' | 'waves';

export type PortraitLook = {
  skin: string;
  hair: string;
  style: HairStyle;
  clothes: string;
  /** The shirt's collar or top under the jacket. */
  collar: string;
  background: [string, string];
  glasses?: boolean;
  beard?: boolean;
  earrings?: boolean;
};

/** A darker shade of a #rrggbb colour (shadows of skin and cloth). */
function shade(hex: string, by: number) {
  const n = Number.parseInt(hex.slice(1), 16);
  const part = (shift: number) => Math.max(0, Math.min(255, Math.round(((n >> shift) & 255) * (1 - by))));
  return `#${[16, 8, 0].map((s) => part(s).toString(16).padStart(2, '0')).join('')}`;
}

/** The hair drawn behind the head (long hair, a bun's volume). */
function hairBack(look: PortraitLook) {
  const h = look.hair;
  switch (look.style) {
    case 'long':
      return `<path d="M150 230c-10-110 60-170 106-170s116 60 106 170l14 190c-40 20-80 24-120 20H256c-40 4-80 0-120-20z" fill="${h}"/>`;
    case 'waves':
      return `<path d="M146 240c-14-120 56-180 110-180s124 60 110 180c12 50 30 90 10 150-30 30-70 34-100 26l-20-8-20 8c-30 8-70 4-100-26-20-60-2-100 10-150z" fill="${h}"/>`;
    case 'bob':
      return `<path d="M156 236c-8-104 50-166 100-166s108 62 100 166l6 92c-30 14-60 16-92 12H242c-32 4-62 2-92-12z" fill="${h}"/>`;
    case 'bun':
      return `<circle cx="256" cy="84" r="46" fill="${h}"/>`;
    case 'curly':
      return Array.from({ length: 14 }, (_, i) => {
        const angle = Math.PI * (0.95 + (i / 13) * 1.1);
        const x = 256 + Math.cos(angle) * 112;
        const y = 200 + Math.sin(angle) * 120;
        return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="42" fill="${h}"/>`;
      }).join('');
    default:
      return '';
  }
}

/** The hair over the head's top and forehead. */
function hairFront(look: PortraitLook) {
  const h = look.hair;
  switch (look.style) {
    case 'short':
      return `<path d="M166 214c-6-80 40-128 92-128 56 0 96 42 90 128-10-38-30-62-58-70-36 18-84 22-124 70z" fill="${h}"/>`;
    case 'side':
      return `<path d="M164 222c-12-86 38-138 98-138 58 0 98 44 88 134-18-46-52-72-96-72-34 0-58 30-90 76z" fill="${h}"/>
<path d="M262 84c40 6 70 30 78 64-30-30-64-36-96-30z" fill="${shade(h, -0.25)}" fill-opacity="0.35"/>`;
    case 'long':
    case 'waves':
    case 'bob':
      return `<path d="M160 236c-8-96 42-150 96-150s106 54 96 150c-14-58-48-92-96-96-30 26-64 52-96 96z" fill="${h}"/>`;
    case 'bun':
      return `<path d="M164 222c-6-84 40-134 92-134s98 50 92 134c-18-52-50-80-92-82-42 2-74 30-92 82z" fill="${h}"/>`;
    case 'curly':
      return Array.from({ length: 7 }, (_, i) => {
        const x = 178 + i * 26;
        const y = 118 - Math.sin((i / 6) * Math.PI) * 22;
        return `<circle cx="${x}" cy="${y.toFixed(0)}" r="30" fill="${h}"/>`;
      }).join('');
    case 'bald':
      return `<path d="M170 196c10-58 44-90 86-90s76 32 86 90c-20-34-50-50-86-50s-66 16-86 50z" fill="${h}" fill-opacity="0.18"/>`;
  }
}

/** A head-and-shoulders portrait, 512 × 512. */
export function portraitSvg(look: PortraitLook) {
  const skinShadow = shade(look.skin, 0.14);
  const cloth = look.clothes;
  const clothShadow = shade(cloth, 0.22);
  const [bgLight, bgDark] = look.background;
  const ink = '#2b1d16';
  const glasses = look.glasses
    ? `<g fill="none" stroke="#1f2937" stroke-width="6"><rect x="186" y="206" width="60" height="42" rx="14"/><rect x="266" y="206" width="60" height="42" rx="14"/><path d="M246 222h20M186 222l-18-6M326 222l18-6"/></g>
<rect x="190" y="210" width="52" height="34" rx="12" fill="#fff" fill-opacity="0.12"/><rect x="270" y="210" width="52" height="34" rx="12" fill="#fff" fill-opacity="0.12"/>`
    : '';
  const beard = look.beard
    ? `<path d="M178 250c4 70 40 112 78 112s74-42 78-112c-12 28-30 36-48 34-10-8-20-10-30-10s-20 2-30 10c-18 2-36-6-48-34z" fill="${look.hair}"/>
<path d="M232 300c14-8 34-8 48 0-8 12-40 12-48 0z" fill="${shade(look.skin, 0.3)}"/>`
    : `<path d="M228 298c16 14 40 14 56 0" fill="none" stroke="${shade(look.skin, 0.45)}" stroke-width="7" stroke-linecap="round"/>`;
  const earrings = look.earrings
    ? `<circle cx="160" cy="270" r="7" fill="#facc15"/><circle cx="352" cy="270" r="7" fill="#facc15"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bgLight}"/><stop offset="1" stop-color="${bgDark}"/></linearGradient>
<radialGradient id="light" cx="0.3" cy="0.2" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="512" height="512" fill="url(#bg)"/>
<circle cx="420" cy="110" r="120" fill="#fff" fill-opacity="0.12"/><circle cx="70" cy="420" r="150" fill="#000" fill-opacity="0.06"/>
${hairBack(look)}
<path d="M226 300h60v70c-10 16-50 16-60 0z" fill="${skinShadow}"/>
<path d="M70 512c8-96 70-150 146-160 14 22 66 22 80 0 76 10 138 64 146 160z" fill="${cloth}"/>
<path d="M216 352l40 46 40-46 20 8-40 80h-40l-40-80z" fill="${look.collar}"/>
<path d="M196 356l60 66-40 90H150c10-60 22-120 46-156zM316 356l-60 66 40 90h66c-10-60-22-120-46-156z" fill="${clothShadow}" fill-opacity="0.55"/>
<ellipse cx="160" cy="238" rx="18" ry="28" fill="${skinShadow}"/><ellipse cx="352" cy="238" rx="18" ry="28" fill="${skinShadow}"/>
<path d="M256 104c58 0 96 44 96 118 0 80-44 128-96 128s-96-48-96-128c0-74 38-118 96-118z" fill="${look.skin}"/>
<path d="M256 330c40 0 74-30 88-80-4 60-40 100-88 100s-84-40-88-100c14 50 48 80 88 80z" fill="${skinShadow}" fill-opacity="0.6"/>
${hairFront(look)}
<path d="M196 200c12-8 30-8 42-2M274 198c12-6 30-6 42 2" fill="none" stroke="${shade(look.hair, 0.1)}" stroke-width="7" stroke-linecap="round"/>
<ellipse cx="217" cy="228" rx="9" ry="10" fill="${ink}"/><ellipse cx="295" cy="228" rx="9" ry="10" fill="${ink}"/>
<circle cx="220" cy="225" r="3" fill="#fff"/><circle cx="298" cy="225" r="3" fill="#fff"/>
<path d="M256 236c-6 18-10 32-12 40 6 4 18 4 26 0" fill="none" stroke="${shade(look.skin, 0.28)}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
<ellipse cx="196" cy="270" rx="16" ry="9" fill="#f472b6" fill-opacity="0.16"/><ellipse cx="316" cy="270" rx="16" ry="9" fill="#f472b6" fill-opacity="0.16"/>
${beard}${glasses}${earrings}
<rect width="512" height="512" fill="url(#light)"/>
</svg>`;
}

const SKIN = {
  fair: '#f5d0b5',
  light: '#eac1a0',
  medium: '#d29a6e',
  olive: '#c08a5c',
  brown: '#8d5a3b',
  deep: '#5e3a26',
};

/** Ten people to draw, each unlike the others. */
export const PORTRAIT_LOOKS: PortraitLook[] = [
  // 0: grey bob, glasses, teal jacket
  {
    skin: SKIN.fair,
    hair: '#cfcac4',
    style: 'bob',
    clothes: '#115e59',
    collar: '#f8fafc',
    background: ['#ccfbf1', '#5eead4'],
    glasses: true,
    earrings: true,
  },
  // 1: short brown hair and beard, navy suit
  {
    skin: SKIN.light,
    hair: '#5b3a1e',
    style: 'short',
    clothes: '#1e3a5f',
    collar: '#e0f2fe',
    background: ['#dbeafe', '#93c5fd'],
    beard: true,
  },
  // 2: long red hair, plum top
  {
    skin: SKIN.fair,
    hair: '#b4532a',
    style: 'long',
    clothes: '#86198f',
    collar: '#fdf4ff',
    background: ['#fce7f3', '#f9a8d4'],
    earrings: true,
  },
  // 3: blonde bun, rust blazer
  {
    skin: SKIN.light,
    hair: '#e4c580',
    style: 'bun',
    clothes: '#9a3412',
    collar: '#fff7ed',
    background: ['#ffedd5', '#fdba74'],
  },
  // 4: bald with a dark beard, olive jacket
  {
    skin: SKIN.brown,
    hair: '#1f1a17',
    style: 'bald',
    clothes: '#3f6212',
    collar: '#ecfccb',
    background: ['#ecfccb', '#a3e635'],
    beard: true,
  },
  // 5: dark waves, burgundy
  {
    skin: SKIN.olive,
    hair: '#2a1a12',
    style: 'waves',
    clothes: '#7f1d1d',
    collar: '#fef2f2',
    background: ['#fee2e2', '#fca5a5'],
    earrings: true,
  },
  // 6: curly black hair, glasses, indigo
  {
    skin: SKIN.deep,
    hair: '#121212',
    style: 'curly',
    clothes: '#3730a3',
    collar: '#eef2ff',
    background: ['#e0e7ff', '#a5b4fc'],
    glasses: true,
  },
  // 7: side-parted blond, grey suit
  {
    skin: SKIN.fair,
    hair: '#d6b370',
    style: 'side',
    clothes: '#374151',
    collar: '#f1f5f9',
    background: ['#f1f5f9', '#cbd5e1'],
  },
  // 8: black bob, amber
  {
    skin: SKIN.medium,
    hair: '#16110e',
    style: 'bob',
    clothes: '#b45309',
    collar: '#fffbeb',
    background: ['#fef3c7', '#fcd34d'],
  },
  // 9: short dark hair, glasses, green
  {
    skin: SKIN.medium,
    hair: '#2b2118',
    style: 'side',
    clothes: '#166534',
    collar: '#f0fdf4',
    background: ['#dcfce7', '#86efac'],
    glasses: true,
  },
];
