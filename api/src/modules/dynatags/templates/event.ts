// An event: what, when and where (an event module with "Add to calendar"), the programme, registration, the organiser and the venue on a map.
import { companyContact, MAP_CENTRE, type StarterTemplate, siteOf } from './parts';

const T = {
  name: { sv: 'Evenemang', en: 'Event', fi: 'Tapahtuma' },
  description: {
    sv: 'Datum, program, anmälan, arrangören och platsen på kartan.',
    en: 'Date, programme, registration, the organiser and the venue on the map.',
    fi: 'Päivämäärä, ohjelma, ilmoittautuminen, järjestäjä ja paikka kartalla.',
  },
  tag: { sv: 'Evenemang', en: 'Event', fi: 'Tapahtuma' },
  alt: {
    sv: 'En mässhall med färgglada montrar och besökare',
    en: 'A fair hall with colourful stands and visitors',
    fi: 'Messuhalli, jossa värikkäitä osastoja ja kävijöitä',
  },
  programme: {
    sv: `<h2>Höstmässan 2027</h2><p><strong>Torsdag 14 oktober, 09.00–17.00</strong> · Monter B12</p>
<p>Träffa oss, se nyheterna och ta med dig idéer till nästa projekt.</p>
<h3>Program</h3><ul><li>09.00 – Dörrarna öppnar, kaffe i montern</li><li>11.00 – Visning av årets nyheter</li><li>13.30 – Panelsamtal: hållbart byggande</li><li>16.00 – Mingel och utlottning</li></ul>`,
    en: `<h2>Autumn Fair 2027</h2><p><strong>Thursday 14 October, 9 am – 5 pm</strong> · Stand B12</p>
<p>Meet us, see what is new and take ideas home for your next project.</p>
<h3>Programme</h3><ul><li>9:00 – Doors open, coffee at the stand</li><li>11:00 – This year's news, shown live</li><li>13:30 – Panel: building sustainably</li><li>16:00 – Drinks and a prize draw</li></ul>`,
    fi: `<h2>Syysmessut 2027</h2><p><strong>Torstai 14. lokakuuta klo 9–17</strong> · Osasto B12</p>
<p>Tapaa meidät, katso uutuudet ja vie ideoita seuraavaan projektiisi.</p>
<h3>Ohjelma</h3><ul><li>9.00 – Ovet avautuvat, kahvia osastolla</li><li>11.00 – Vuoden uutuudet esittelyssä</li><li>13.30 – Paneeli: kestävä rakentaminen</li><li>16.00 – Yhdessäoloa ja arvonta</li></ul>`,
  },
  register: { sv: 'Anmäl dig', en: 'Register', fi: 'Ilmoittaudu' },
  linksTitle: { sv: 'Anmälan', en: 'Registration', fi: 'Ilmoittautuminen' },
  organiser: { sv: 'Arrangör', en: 'Organiser', fi: 'Järjestäjä' },
  questions: {
    sv: 'Frågor om programmet eller anmälan',
    en: 'Questions about the programme or registration',
    fi: 'Kysymykset ohjelmasta tai ilmoittautumisesta',
  },
  venue: { sv: 'Mässhallen, entré B', en: 'The fair hall, entrance B', fi: 'Messuhalli, sisäänkäynti B' },
  where: { sv: 'Hitta hit', en: 'Getting there', fi: 'Näin löydät perille' },
  eventName: { sv: 'Höstmässan 2027', en: 'Autumn Fair 2027', fi: 'Syysmessut 2027' },
  eventText: {
    sv: 'Träffa oss i monter B12: nyheter, panelsamtal och mingel.',
    en: 'Meet us at stand B12: news, a panel and drinks.',
    fi: 'Tapaa meidät osastolla B12: uutuuksia, paneeli ja yhdessäoloa.',
  },
  calendarTitle: { sv: 'När och var', en: 'When and where', fi: 'Milloin ja missä' },
};

/** The fair's zone: Finnish in Helsinki, else Stockholm. */
const zoneOf = (lang: 'sv' | 'en' | 'fi') => (lang === 'fi' ? 'Europe/Helsinki' : 'Europe/Stockholm');

export const event: StarterTemplate = {
  id: 'event',
  name: T.name,
  description: T.description,
  pictures: ['fair-hall.webp'],
  build: (lang, company) => ({
    name: `${company.name} – ${T.tag[lang]}`,
    label: T.tag[lang],
    modules: [
      { id: 'hall', type: 'image', file: 'upload:0', alt: T.alt[lang] },
      {
        id: 'when',
        type: 'event',
        title: T.calendarTitle[lang],
        name: T.eventName[lang],
        start: '2027-10-14T09:00',
        end: '2027-10-14T17:00',
        timeZone: zoneOf(lang),
        place: T.venue[lang],
        position: MAP_CENTRE[lang],
        description: T.eventText[lang],
      },
      { id: 'programme', type: 'wysiwyg', html: T.programme[lang] },
      {
        id: 'register',
        type: 'links',
        title: T.linksTitle[lang],
        links: [{ text: T.register[lang], url: siteOf(company), color: company.accent }],
      },
      {
        id: 'organiser',
        type: 'contacts',
        title: T.organiser[lang],
        contacts: [companyContact(company, company.name, T.questions[lang])],
      },
      {
        id: 'venue',
        type: 'map',
        title: T.where[lang],
        center: MAP_CENTRE[lang],
        zoom: 15,
        marker: T.venue[lang],
      },
    ],
  }),
};
