// Still lifes for the dynatag templates' pictures (1200 × 720): a dish on a table, a living room and a lamp
// as a product shot. Drawn as SVG like the demo's people and places (portraits.ts, scenes.ts).

export const THINGS = ['dish', 'livingRoom', 'lamp'] as const;
export type Thing = (typeof THINGS)[number];

const W = 1200;
const H = 720;

function dish() {
  const leaf = (x: number, y: number, r: number) =>
    `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.45}" transform="rotate(${(x * 7) % 180} ${x} ${y})" fill="#65a30d"/>`;
  return `<rect width="${W}" height="${H}" fill="#78350f"/>
${Array.from({ length: 9 }, (_, i) => `<rect y="${i * 80}" width="${W}" height="4" fill="#451a03" fill-opacity="0.35"/>`).join('')}
<rect x="60" y="80" width="360" height="560" rx="20" fill="#e7e5e4" fill-opacity="0.9" transform="rotate(-8 240 360)"/>
<ellipse cx="640" cy="380" rx="300" ry="260" fill="#000" fill-opacity="0.25"/>
<circle cx="620" cy="360" r="280" fill="#fafaf9"/><circle cx="620" cy="360" r="220" fill="#f5f5f4"/>
<path d="M470 420c20-90 120-140 220-120s130 90 110 150c-60 40-250 50-330-30z" fill="#fb923c"/>
<path d="M490 410c40-40 120-60 200-40" stroke="#fdba74" stroke-width="14" fill="none" stroke-linecap="round"/>
<path d="M520 300c40-40 110-50 160-20-30 40-110 50-160 20z" fill="#f43f5e" fill-opacity="0.9"/>
${leaf(560, 280, 34)}${leaf(700, 300, 28)}${leaf(640, 250, 30)}${leaf(740, 420, 26)}${leaf(520, 440, 22)}
<circle cx="600" cy="470" r="30" fill="#fde047"/><circle cx="660" cy="480" r="22" fill="#fde047"/>
<rect x="950" y="150" width="22" height="440" rx="11" fill="#d6d3d1"/><path d="M940 150h42l-6 120h-30z" fill="#d6d3d1"/>
<rect x="1030" y="150" width="22" height="440" rx="11" fill="#d6d3d1"/><ellipse cx="1041" cy="170" rx="30" ry="50" fill="#d6d3d1"/>
<circle cx="220" cy="600" r="70" fill="#f5f5f4" fill-opacity="0.85"/><circle cx="220" cy="600" r="50" fill="#7f1d1d" fill-opacity="0.8"/>`;
}

function livingRoom() {
  return `<rect width="${W}" height="${H}" fill="#f5f5f4"/>
<rect x="700" y="90" width="380" height="380" fill="#bae6fd"/><path d="M700 400l120-110 100 70 160-120v230H700z" fill="#4d7c0f"/>
<rect x="884" y="90" width="12" height="380" fill="#fafaf9"/><rect x="700" y="274" width="380" height="12" fill="#fafaf9"/>
<rect x="680" y="70" width="420" height="20" fill="#e7e5e4"/>
<rect y="560" width="${W}" height="160" fill="#d6a86c"/>
${Array.from({ length: 8 }, (_, i) => `<rect x="${i * 160}" y="560" width="4" height="160" fill="#a16207" fill-opacity="0.3"/>`).join('')}
<ellipse cx="480" cy="640" rx="380" ry="50" fill="#e5e7eb"/>
<rect x="120" y="380" width="520" height="150" rx="30" fill="#0f766e"/><rect x="100" y="330" width="560" height="90" rx="30" fill="#115e59"/>
<rect x="150" y="390" width="220" height="80" rx="20" fill="#14b8a6"/><rect x="390" y="390" width="220" height="80" rx="20" fill="#14b8a6"/>
<rect x="140" y="530" width="16" height="40" fill="#422006"/><rect x="604" y="530" width="16" height="40" fill="#422006"/>
<rect x="200" y="360" width="90" height="70" rx="16" fill="#fbbf24" transform="rotate(-10 245 395)"/>
<ellipse cx="480" cy="600" rx="130" ry="22" fill="#78350f"/><rect x="470" y="600" width="20" height="30" fill="#78350f"/>
<rect x="150" y="120" width="300" height="180" fill="#fff" stroke="#a8a29e" stroke-width="10"/><path d="M170 280l80-90 60 60 50-40 70 70z" fill="#f97316" fill-opacity="0.7"/><circle cx="390" cy="170" r="22" fill="#fde047"/>
<rect x="1000" y="470" width="60" height="90" rx="8" fill="#f5f5f4" stroke="#d6d3d1" stroke-width="4"/><path d="M1030 470c-50-60-10-140 0-180 30 50 50 120 0 180z" fill="#16a34a"/>`;
}

function lamp() {
  return `<defs><radialGradient id="glow" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#e7e5e4"/></radialGradient>
<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0f766e"/><stop offset="0.6" stop-color="#14b8a6"/><stop offset="1" stop-color="#115e59"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#glow)"/>
<ellipse cx="600" cy="640" rx="220" ry="26" fill="#000" fill-opacity="0.12"/>
<ellipse cx="600" cy="620" rx="150" ry="30" fill="#1c1917"/>
<path d="M590 610l-60-260 24-6 60 260z" fill="#292524"/><path d="M540 350l150-120 16 18-150 120z" fill="#292524"/>
<circle cx="548" cy="348" r="18" fill="#a8a29e"/><circle cx="700" cy="240" r="16" fill="#a8a29e"/>
<path d="M640 130l200 90-60 130-200-90z" fill="url(#shade)" transform="rotate(10 740 240)"/>
<ellipse cx="760" cy="330" rx="70" ry="26" fill="#fef08a" transform="rotate(34 760 330)"/>
<path d="M780 340l180 300H600z" fill="#fef9c3" fill-opacity="0.35"/>`;
}

const DRAW: Record<Thing, () => string> = { dish, livingRoom, lamp };

/** A picture of `thing`, 1200 × 720. */
export function thingSvg(thing: Thing) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${DRAW[thing]()}</svg>`;
}
