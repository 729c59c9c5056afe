// Covers of the demo's cards and companies, drawn as flat SVG landscapes (1600 × 600): a harbour, a city
// skyline, an office, a forest, a fair hall and a coast of new houses. Each is a place a card's owner works.

export const SCENES = ['harbour', 'skyline', 'office', 'forest', 'fairHall', 'coast'] as const;
export type Scene = (typeof SCENES)[number];

const W = 1600;
const H = 600;

/** A small deterministic random sequence, so a scene draws the same every seed. */
function random(seed: number) {
  let state = seed * 9301 + 49297;
  return () => {
    state = (state * 9301 + 49297) % 233280;
    return state / 233280;
  };
}

const sky = (top: string, bottom: string) =>
  `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>`;

function harbour() {
  const next = random(3);
  const houses = Array.from({ length: 16 }, (_, i) => {
    const x = i * 100;
    const w = 90;
    const h = 90 + next() * 70;
    const colours = ['#b91c1c', '#f59e0b', '#fef3c7', '#1d4ed8', '#f97316', '#e5e7eb', '#7f1d1d'];
    const colour = colours[i % colours.length];
    const windows = [0, 1]
      .map(
        (row) =>
          `<rect x="${x + 18}" y="${330 - h + 30 + row * 40}" width="18" height="22" fill="#fff" fill-opacity="0.8"/><rect x="${x + 54}" y="${330 - h + 30 + row * 40}" width="18" height="22" fill="#fff" fill-opacity="0.8"/>`,
      )
      .join('');
    return `<rect x="${x + 5}" y="${330 - h}" width="${w}" height="${h}" fill="${colour}"/><path d="M${x} ${330 - h}l${w / 2 + 5} -40 ${w / 2 + 5} 40z" fill="#3f3f46"/>${windows}`;
  }).join('');
  const boat = (x: number, colour: string) =>
    `<path d="M${x} 440h180l-26 40H${x + 24}z" fill="${colour}"/><rect x="${x + 86}" y="300" width="6" height="140" fill="#52525b"/><path d="M${x + 92} 306l70 120H${x + 92}z" fill="#fff"/><path d="M${x + 86} 320l-60 108h60z" fill="#f1f5f9"/>`;
  return `${sky('#7dd3fc', '#e0f2fe')}
<circle cx="1300" cy="120" r="60" fill="#fef9c3"/>
<path d="M0 250q200-60 400-20t400 0 400-30 400 10V330H0z" fill="#94a3b8" fill-opacity="0.5"/>
${houses}
<rect y="330" width="${W}" height="20" fill="#57534e"/>
<rect y="350" width="${W}" height="250" fill="#0369a1"/>
${Array.from({ length: 18 }, (_, i) => `<path d="M${(i * 97) % W} ${380 + (i % 6) * 36}h${60 + (i % 3) * 30}" stroke="#e0f2fe" stroke-opacity="0.5" stroke-width="4" stroke-linecap="round"/>`).join('')}
${boat(260, '#f8fafc')}${boat(900, '#dc2626')}${boat(1280, '#1e3a8a')}`;
}

function skyline() {
  const next = random(7);
  let x = 0;
  const far: string[] = [];
  while (x < W) {
    const w = 60 + next() * 80;
    const h = 160 + next() * 220;
    far.push(
      `<rect x="${x.toFixed(0)}" y="${(480 - h).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="#475569"/>`,
    );
    x += w + 6;
  }
  x = 0;
  const near: string[] = [];
  while (x < W) {
    const w = 90 + next() * 110;
    const h = 120 + next() * 200;
    const top = 520 - h;
    const lights: string[] = [];
    for (let row = top + 20; row < 500; row += 34) {
      for (let col = x + 14; col < x + w - 20; col += 28) {
        if (next() > 0.45)
          lights.push(
            `<rect x="${col.toFixed(0)}" y="${row.toFixed(0)}" width="14" height="18" fill="#fde68a"/>`,
          );
      }
    }
    near.push(
      `<rect x="${x.toFixed(0)}" y="${top.toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="#1e293b"/>${lights.join('')}`,
    );
    x += w + 10;
  }
  return `${sky('#312e81', '#f472b6')}
<circle cx="1200" cy="160" r="70" fill="#fde68a" fill-opacity="0.9"/>
${Array.from({ length: 30 }, () => `<circle cx="${(next() * W).toFixed(0)}" cy="${(next() * 200).toFixed(0)}" r="2" fill="#fff"/>`).join('')}
<rect x="760" y="120" width="24" height="360" fill="#475569"/><path d="M772 60l16 60h-32z" fill="#475569"/>
${far.join('')}${near.join('')}
<rect y="520" width="${W}" height="80" fill="#0f172a"/>
<path d="M0 560h${W}" stroke="#fbbf24" stroke-width="4" stroke-dasharray="40 30"/>`;
}

function office() {
  const desk = (x: number) =>
    `<rect x="${x}" y="400" width="300" height="16" fill="#a16207"/><rect x="${x + 20}" y="416" width="12" height="120" fill="#713f12"/><rect x="${x + 268}" y="416" width="12" height="120" fill="#713f12"/>
<rect x="${x + 90}" y="300" width="130" height="86" rx="6" fill="#1f2937"/><rect x="${x + 98}" y="308" width="114" height="70" fill="#38bdf8"/><rect x="${x + 145}" y="386" width="20" height="14" fill="#374151"/>
<rect x="${x + 230}" y="360" width="34" height="40" rx="4" fill="#f8fafc"/><path d="M${x + 247} 360c-20-40 10-60 0-90 30 30 20 60 0 90z" fill="#16a34a"/>`;
  return `<rect width="${W}" height="${H}" fill="#f5f5f4"/>
${[0, 1, 2, 3].map((i) => `<rect x="${80 + i * 380}" y="50" width="320" height="260" fill="#bae6fd"/><path d="M${80 + i * 380} 250l120-90 90 60 110-80v170H${80 + i * 380}z" fill="#7dd3fc"/><rect x="${236 + i * 380}" y="50" width="8" height="260" fill="#e7e5e4"/><rect x="${80 + i * 380}" y="176" width="320" height="8" fill="#e7e5e4"/>`).join('')}
<rect y="310" width="${W}" height="14" fill="#d6d3d1"/>
<rect y="536" width="${W}" height="64" fill="#a8a29e"/>
${desk(120)}${desk(640)}${desk(1160)}
<circle cx="560" cy="330" r="34" fill="#7c2d12"/><path d="M500 536c0-110 30-160 60-160s60 50 60 160z" fill="#0f766e"/><circle cx="560" cy="326" r="30" fill="#d29a6e"/><path d="M530 316c4-24 52-30 60 0-18-10-40-10-60 0z" fill="#3f2a1c"/>
<circle cx="1080" cy="330" r="34" fill="#1c1917"/><path d="M1020 536c0-110 30-160 60-160s60 50 60 160z" fill="#9d174d"/><circle cx="1080" cy="326" r="30" fill="#f5d0b5"/><path d="M1048 330c-4-40 60-44 64 0-10-30-54-30-64 0z" fill="#b45309"/>`;
}

function forest() {
  const next = random(11);
  const tree = (x: number, base: number, h: number, colour: string) =>
    `<path d="M${x} ${base - h}l${h * 0.28} ${h * 0.85}H${x - h * 0.28}z" fill="${colour}"/><rect x="${x - 6}" y="${base - h * 0.16}" width="12" height="${h * 0.16}" fill="#422006"/>`;
  const row = (base: number, h: number, colour: string, step: number) =>
    Array.from({ length: Math.ceil(W / step) + 1 }, (_, i) =>
      tree(i * step + next() * 30, base, h * (0.8 + next() * 0.4), colour),
    ).join('');
  return `${sky('#fde68a', '#fef9c3')}
<circle cx="380" cy="200" r="90" fill="#fbbf24" fill-opacity="0.7"/>
<path d="M0 300q400-120 800-40t800-40V600H0z" fill="#86a47c"/>
${row(360, 160, '#4d7c0f', 70)}
<rect y="360" width="${W}" height="240" fill="#3f6212"/>
<path d="M700 600c60-80 140-160 120-240h40c20 80-20 160 40 240z" fill="#a3a3a3" fill-opacity="0.4"/>
${row(480, 240, '#166534', 110)}
${row(620, 300, '#14532d', 150)}`;
}

function fairHall() {
  const booth = (x: number, colour: string, label: string) =>
    `<rect x="${x}" y="300" width="300" height="200" fill="#f8fafc"/><rect x="${x}" y="260" width="300" height="50" fill="${colour}"/>
<rect x="${x + 20}" y="274" width="${label.length * 16}" height="20" rx="4" fill="#fff" fill-opacity="0.85"/>
<rect x="${x + 40}" y="340" width="100" height="70" fill="${colour}" fill-opacity="0.25"/><rect x="${x + 170}" y="340" width="90" height="120" fill="${colour}" fill-opacity="0.15"/>
<rect x="${x + 20}" y="430" width="260" height="70" fill="${colour}"/>`;
  const person = (x: number, shirt: string, skin: string) =>
    `<circle cx="${x}" cy="470" r="16" fill="${skin}"/><path d="M${x - 24} 560c0-50 10-72 24-72s24 22 24 72z" fill="${shirt}"/>`;
  return `<rect width="${W}" height="${H}" fill="#e2e8f0"/>
${Array.from({ length: 9 }, (_, i) => `<path d="M${i * 200} 0l100 120 100-120" fill="none" stroke="#94a3b8" stroke-width="6"/>`).join('')}
<rect y="120" width="${W}" height="10" fill="#94a3b8"/>
${Array.from({ length: 8 }, (_, i) => `<circle cx="${100 + i * 200}" cy="170" r="14" fill="#fef9c3"/><path d="M${100 + i * 200} 184l-60 120h120z" fill="#fef9c3" fill-opacity="0.25"/>`).join('')}
<rect y="500" width="${W}" height="100" fill="#cbd5e1"/>
${booth(60, '#2563eb', 'NORDVIK')}${booth(440, '#db2777', 'DESIGN')}${booth(820, '#0d9488', 'KUST')}${booth(1200, '#ea580c', 'EXPO')}
${person(380, '#1e3a8a', '#f5d0b5')}${person(420, '#b91c1c', '#8d5a3b')}${person(780, '#166534', '#d29a6e')}${person(1150, '#6d28d9', '#eac1a0')}${person(1190, '#0f172a', '#5e3a26')}`;
}

function coast() {
  const house = (x: number, w: number, wall: string) =>
    `<rect x="${x}" y="330" width="${w}" height="120" fill="${wall}"/><path d="M${x - 10} 330l${w / 2 + 10}-70 ${w / 2 + 10} 70z" fill="#334155"/>
<rect x="${x + 20}" y="360" width="${w - 40}" height="50" fill="#bae6fd"/><rect x="${x + w / 2 - 2}" y="360" width="4" height="50" fill="${wall}"/>`;
  return `${sky('#bae6fd', '#f0f9ff')}
<circle cx="1250" cy="130" r="70" fill="#fef3c7"/>
<path d="M0 380q300-40 600-10t1000-30V600H0z" fill="#0ea5e9"/>
<path d="M0 450q250-110 560-70 200 20 300 0V600H0z" fill="#a8a29e"/>
<path d="M0 470q240-70 520-50 240 20 420 10 300-20 660 10V600H0z" fill="#65a30d"/>
${house(180, 160, '#fafaf9')}${house(420, 140, '#fde68a')}${house(640, 180, '#f1f5f9')}
<rect x="1000" y="260" width="12" height="200" fill="#fbbf24"/><rect x="1000" y="260" width="260" height="10" fill="#fbbf24"/><rect x="1240" y="270" width="4" height="60" fill="#52525b"/>
<rect x="1000" y="330" width="150" height="130" fill="#e5e7eb" fill-opacity="0.9"/><path d="M1000 330h150M1000 375h150M1000 420h150M1050 330v130M1100 330v130" stroke="#9ca3af" stroke-width="4"/>`;
}

const DRAW: Record<Scene, () => string> = { harbour, skyline, office, forest, fairHall, coast };

/** A wide cover of `scene`, 1600 × 600. */
export function sceneSvg(scene: Scene) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${DRAW[scene]()}</svg>`;
}
