// A job advert: the workplace, the role, what we offer and ask for, a form for applicants (their answers become
// the company's leads), the recruiter, the office.
import { companyContact, MAP_CENTRE, type StarterTemplate, siteOf } from './parts';

const T = {
  name: { sv: 'Platsannons', en: 'Job advert', fi: 'Työpaikkailmoitus' },
  description: {
    sv: 'Arbetsplatsen, rollen, vad vi erbjuder, hur man söker och kontorets läge.',
    en: 'The workplace, the role, what we offer, how to apply and where the office is.',
    fi: 'Työpaikka, rooli, mitä tarjoamme, miten haetaan ja toimiston sijainti.',
  },
  tag: { sv: 'Vi söker', en: 'Join us', fi: 'Rekrytointi' },
  office: {
    sv: 'Ljust kontor med skrivbord, skärmar och kollegor vid fönstren',
    en: 'A bright office with desks, screens and colleagues by the windows',
    fi: 'Valoisa toimisto, työpöytiä, näyttöjä ja kollegoita ikkunoiden ääressä',
  },
  text: {
    sv: `<h2>Vi söker en projektledare</h2><p>Vill du leda projekt från första skiss till nöjd kund? Hos oss får du ett engagerat team och stort eget ansvar.</p>
<h3>Du kommer att</h3><ul><li>planera och följa upp projekt</li><li>vara kundens kontakt genom hela arbetet</li><li>utveckla våra arbetssätt tillsammans med teamet</li></ul>
<h3>Vi tror att du</h3><ul><li>har några års erfarenhet av projektledning</li><li>talar och skriver svenska och engelska</li></ul>
<p><strong>Tillträde:</strong> enligt överenskommelse · <strong>Sista ansökningsdag:</strong> 31 januari</p>`,
    en: `<h2>We are hiring a project manager</h2><p>Would you like to lead projects from the first sketch to a happy client? You will join a committed team and own your work.</p>
<h3>You will</h3><ul><li>plan and follow up projects</li><li>be the client's contact throughout</li><li>improve how we work together with the team</li></ul>
<h3>We think you</h3><ul><li>have a few years of experience in project management</li><li>speak and write English fluently</li></ul>
<p><strong>Start:</strong> by agreement · <strong>Apply by:</strong> 31 January</p>`,
    fi: `<h2>Haemme projektipäällikköä</h2><p>Haluatko johtaa projekteja ensimmäisestä luonnoksesta tyytyväiseen asiakkaaseen? Meillä saat sitoutuneen tiimin ja paljon vastuuta.</p>
<h3>Tehtäväsi</h3><ul><li>suunnittelet ja seuraat projekteja</li><li>olet asiakkaan yhteyshenkilö koko työn ajan</li><li>kehität työtapojamme yhdessä tiimin kanssa</li></ul>
<h3>Toivomme, että</h3><ul><li>sinulla on muutaman vuoden kokemus projektinjohdosta</li><li>puhut ja kirjoitat suomea ja englantia</li></ul>
<p><strong>Aloitus:</strong> sopimuksen mukaan · <strong>Haku päättyy:</strong> 31. tammikuuta</p>`,
  },
  apply: { sv: 'Sök tjänsten', en: 'Apply now', fi: 'Hae paikkaa' },
  formTitle: { sv: 'Sök här', en: 'Apply here', fi: 'Hae tästä' },
  consent: {
    sv: (name: string) =>
      `Jag godkänner att ${name} sparar mina uppgifter och svar för att behandla min ansökan.`,
    en: (name: string) => `I agree that ${name} keeps my details and answers to handle my application.`,
    fi: (name: string) =>
      `Hyväksyn, että ${name} säilyttää tietoni ja vastaukseni hakemukseni käsittelyä varten.`,
  },
  qStart: { sv: 'När kan du börja?', en: 'When can you start?', fi: 'Milloin voit aloittaa?' },
  qExperience: { sv: 'År av erfarenhet', en: 'Years of experience', fi: 'Kokemusvuodet' },
  qAbout: {
    sv: 'Berätta kort om dig själv',
    en: 'Tell us briefly about yourself',
    fi: 'Kerro lyhyesti itsestäsi',
  },
  qContact: {
    sv: 'Ni får kontakta mina referenser',
    en: 'You may contact my references',
    fi: 'Saatte ottaa yhteyttä suosittelijoihini',
  },
  recruiter: { sv: 'Rekryterande chef', en: 'Hiring manager', fi: 'Rekrytoiva esihenkilö' },
  recruiterText: {
    sv: 'Berättar gärna mer om rollen',
    en: 'Happy to tell you more about the role',
    fi: 'Kertoo mielellään lisää tehtävästä',
  },
  portrait: {
    sv: 'Porträtt av den rekryterande chefen',
    en: 'Portrait of the hiring manager',
    fi: 'Rekrytoivan esihenkilön muotokuva',
  },
  where: { sv: 'Här jobbar vi', en: 'Where we work', fi: 'Täällä työskentelemme' },
};

export const job: StarterTemplate = {
  id: 'job',
  name: T.name,
  description: T.description,
  pictures: ['office.webp', 'recruiter.webp'],
  build: (lang, company) => ({
    name: `${company.name} – ${T.tag[lang]}`,
    label: T.tag[lang],
    modules: [
      { id: 'office', type: 'image', file: 'upload:0', alt: T.office[lang] },
      { id: 'role', type: 'wysiwyg', html: T.text[lang] },
      {
        id: 'apply',
        type: 'form',
        title: T.formTitle[lang],
        consent: T.consent[lang](company.name),
        questions: [
          { id: 'start', type: 'short', label: T.qStart[lang], required: true },
          {
            id: 'years',
            type: 'choice',
            label: T.qExperience[lang],
            required: true,
            options: ['0–2', '3–5', '6+'],
          },
          { id: 'about', type: 'long', label: T.qAbout[lang], required: false },
          { id: 'refs', type: 'checkbox', label: T.qContact[lang], required: false },
        ],
      },
      {
        id: 'site',
        type: 'links',
        links: [{ text: T.apply[lang], url: siteOf(company), color: company.accent }],
      },
      { id: 'recruiter-photo', type: 'image', file: 'upload:1', alt: T.portrait[lang] },
      {
        id: 'recruiter',
        type: 'contacts',
        title: T.recruiter[lang],
        contacts: [companyContact(company, company.name, T.recruiterText[lang])],
      },
      {
        id: 'where',
        type: 'map',
        title: T.where[lang],
        center: MAP_CENTRE[lang],
        zoom: 15,
        marker: company.name,
      },
    ],
  }),
};
