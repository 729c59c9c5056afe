// A property viewing: pictures of the home, its facts, the viewings, the agent and where it is.
import { companyContact, MAP_CENTRE, type StarterTemplate, siteOf } from './parts';

const T = {
  name: { sv: 'Visning av bostad', en: 'Property viewing', fi: 'Asuntonäyttö' },
  description: {
    sv: 'Bilder, fakta om bostaden, visningstider, mäklaren och läget.',
    en: 'Pictures, the home’s facts, viewing times, the agent and the location.',
    fi: 'Kuvat, asunnon tiedot, näyttöajat, välittäjä ja sijainti.',
  },
  tag: { sv: 'Visning', en: 'Viewing', fi: 'Näyttö' },
  outside: {
    sv: 'Nybyggda hus vid kusten, med havet bakom',
    en: 'Newly built houses on the coast, with the sea behind',
    fi: 'Uusia taloja rannikolla, meri taustalla',
  },
  inside: {
    sv: 'Ljust vardagsrum med soffa, tavla och stort fönster',
    en: 'A bright living room with a sofa, a picture and a large window',
    fi: 'Valoisa olohuone, sohva, taulu ja suuri ikkuna',
  },
  facts: {
    sv: `<h2>Sjönära villa, 4 rum och kök</h2><ul><li><strong>Boarea:</strong> 128 m²</li><li><strong>Tomt:</strong> 820 m²</li><li><strong>Byggår:</strong> 2026</li><li><strong>Pris:</strong> 5 950 000 kr</li></ul>
<h3>Visningar</h3><ul><li>Söndag 12.00–13.00</li><li>Måndag 17.30–18.30</li></ul><p>Välkommen! Anmäl dig gärna i förväg så att vi kan skicka planritningen.</p>`,
    en: `<h2>Villa by the sea, 4 rooms and kitchen</h2><ul><li><strong>Living area:</strong> 128 m²</li><li><strong>Plot:</strong> 820 m²</li><li><strong>Built:</strong> 2026</li><li><strong>Price:</strong> 5,950,000 SEK</li></ul>
<h3>Viewings</h3><ul><li>Sunday 12:00–13:00</li><li>Monday 17:30–18:30</li></ul><p>Welcome! Register beforehand and we will send you the floor plan.</p>`,
    fi: `<h2>Merenrantahuvila, 4h + k</h2><ul><li><strong>Asuinpinta-ala:</strong> 128 m²</li><li><strong>Tontti:</strong> 820 m²</li><li><strong>Rakennusvuosi:</strong> 2026</li><li><strong>Hinta:</strong> 548 000 €</li></ul>
<h3>Näytöt</h3><ul><li>Sunnuntaina 12.00–13.00</li><li>Maanantaina 17.30–18.30</li></ul><p>Tervetuloa! Ilmoittaudu etukäteen, niin lähetämme pohjapiirroksen.</p>`,
  },
  book: { sv: 'Anmäl dig till visning', en: 'Book a viewing', fi: 'Ilmoittaudu näyttöön' },
  agent: { sv: 'Ansvarig mäklare', en: 'Estate agent', fi: 'Välittäjä' },
  agentText: {
    sv: 'Svarar på frågor och bokar privat visning',
    en: 'Answers questions and books private viewings',
    fi: 'Vastaa kysymyksiin ja sopii yksityisnäytöistä',
  },
  location: { sv: 'Läge', en: 'Location', fi: 'Sijainti' },
  marker: { sv: 'Bostaden', en: 'The home', fi: 'Asunto' },
};

export const property: StarterTemplate = {
  id: 'property',
  name: T.name,
  description: T.description,
  pictures: ['coast.webp', 'living-room.webp'],
  build: (lang, company) => ({
    name: `${company.name} – ${T.tag[lang]}`,
    label: T.tag[lang],
    modules: [
      {
        id: 'pictures',
        type: 'gallery',
        pictures: [
          { file: 'upload:0', alt: T.outside[lang] },
          { file: 'upload:1', alt: T.inside[lang] },
        ],
      },
      { id: 'facts', type: 'wysiwyg', html: T.facts[lang] },
      {
        id: 'book',
        type: 'links',
        links: [{ text: T.book[lang], url: siteOf(company), color: company.accent }],
      },
      {
        id: 'agent',
        type: 'contacts',
        title: T.agent[lang],
        contacts: [companyContact(company, company.name, T.agentText[lang])],
      },
      {
        id: 'location',
        type: 'map',
        title: T.location[lang],
        center: MAP_CENTRE[lang],
        zoom: 14,
        marker: T.marker[lang],
      },
    ],
  }),
};
