// A restaurant's menu: the dish of the day, the menu with prices and allergens (a menu module), its opening hours
// (an hours module: "open now" in its zone), a table to book, the way there.
import type { Lang } from '@shared/constants';
import type { ModuleOf } from '@shared/schemas/dynatag-modules';
import { companyContact, MAP_CENTRE, type StarterTemplate, siteOf } from './parts';

/** The zone and currency of the menu and the hours: Finnish in Helsinki and euros, else Stockholm and kronor. */
const ZONE: Record<Lang, string> = { sv: 'Europe/Stockholm', en: 'Europe/Stockholm', fi: 'Europe/Helsinki' };
const CURRENCY: Record<Lang, 'SEK' | 'EUR'> = { sv: 'SEK', en: 'SEK', fi: 'EUR' };
/** A price of the menu: kronor in sv and en, euros (×100 cents) in fi. */
const price = (lang: Lang, sek: number, euro: number) => (lang === 'fi' ? euro : sek * 100);
const words = (sv: string, en: string, fi: string): Record<Lang, string> => ({ sv, en, fi });

const DISHES = {
  starters: words('Förrätter', 'Starters', 'Alkuruoat'),
  mains: words('Varmrätter', 'Mains', 'Pääruoat'),
  desserts: words('Efterrätter', 'Desserts', 'Jälkiruoat'),
  skagen: [
    words('Toast Skagen', 'Toast Skagen', 'Toast Skagen'),
    words('Räkor, dill, löjrom', 'Prawns, dill, whitefish roe', 'Katkaravut, tilli, muikunmäti'),
    words('Skaldjur, fisk, gluten', 'Shellfish, fish, gluten', 'Äyriäiset, kala, gluteeni'),
  ],
  beetroot: [
    words('Rödbetssallad', 'Beetroot salad', 'Punajuurisalaatti'),
    words('Getost, valnötter', "Goat's cheese, walnuts", 'Vuohenjuusto, saksanpähkinä'),
    words('Laktos, nötter', 'Lactose, nuts', 'Laktoosi, pähkinät'),
  ],
  salmon: [
    words('Grillad lax', 'Grilled salmon', 'Grillattu lohi'),
    words('Brynt smör, örtpotatis', 'Brown butter, herb potatoes', 'Ruskistettu voi, yrttiperunat'),
    words('Fisk, laktos', 'Fish, lactose', 'Kala, laktoosi'),
  ],
  risotto: [
    words('Svamprisotto', 'Mushroom risotto', 'Sienirisotto'),
    words('Parmesan, timjan', 'Parmesan, thyme', 'Parmesaani, timjami'),
    words('Vegetarisk, laktos', 'Vegetarian, lactose', 'Kasvis, laktoosi'),
  ],
  cake: [
    words('Kladdkaka', 'Sticky chocolate cake', 'Mutakakku'),
    words('Vispad grädde', 'Whipped cream', 'Kermavaahto'),
    words('Ägg, laktos, gluten', 'Egg, lactose, gluten', 'Kananmuna, laktoosi, gluteeni'),
  ],
};

const dish = (lang: Lang, [name, description, notes]: Record<Lang, string>[], sek: number, euro: number) => ({
  name: name![lang],
  description: description![lang],
  price: price(lang, sek, euro),
  notes: notes![lang],
});

/** The menu with prices and allergens, as a menu module (the page writes the prices in the reader's format). */
const menuOf = (lang: Lang): ModuleOf<'menu'> => ({
  id: 'menu',
  type: 'menu',
  currency: CURRENCY[lang],
  sections: [
    {
      name: DISHES.starters[lang],
      items: [dish(lang, DISHES.skagen, 145, 1450), dish(lang, DISHES.beetroot, 115, 1150)],
    },
    {
      name: DISHES.mains[lang],
      items: [dish(lang, DISHES.salmon, 245, 2450), dish(lang, DISHES.risotto, 210, 2100)],
    },
    { name: DISHES.desserts[lang], items: [dish(lang, DISHES.cake, 95, 950)] },
  ],
});

/** Open Monday to Friday 11–22, Saturday and Sunday 12–23, in the restaurant's zone. */
const hoursOf = (lang: Lang, title: string): ModuleOf<'hours'> => {
  const weekday = () => [{ open: '11:00', close: '22:00' }];
  const weekend = () => [{ open: '12:00', close: '23:00' }];
  return {
    id: 'hours',
    type: 'hours',
    title,
    timeZone: ZONE[lang],
    week: [weekday(), weekday(), weekday(), weekday(), weekday(), weekend(), weekend()],
    exceptions: [],
  };
};

const T = {
  name: { sv: 'Restaurangmeny', en: 'Restaurant menu', fi: 'Ravintolan ruokalista' },
  description: {
    sv: 'Dagens rätt, menyn med priser, bordsbokning och vägen hit.',
    en: 'The dish of the day, the menu with prices, booking a table and the way here.',
    fi: 'Päivän annos, ruokalista hintoineen, pöytävaraus ja reitti perille.',
  },
  tag: { sv: 'Meny', en: 'Menu', fi: 'Ruokalista' },
  alt: {
    sv: 'En tallrik med grillad lax, örter och citron på ett träbord',
    en: 'A plate of grilled salmon with herbs and lemon on a wooden table',
    fi: 'Lautasellinen grillattua lohta, yrttejä ja sitruunaa puupöydällä',
  },
  caption: { sv: 'Dagens rätt', en: 'Dish of the day', fi: 'Päivän annos' },
  intro: {
    sv: '<h2>Välkommen till bords</h2><p>Vi lagar mat på råvaror från trakten och byter meny med säsongen. Fråga oss om allergener – vi anpassar gärna rätten.</p>',
    en: '<h2>Welcome to our table</h2><p>We cook with produce from nearby farms and change the menu with the seasons. Ask us about allergens – we gladly adapt a dish.</p>',
    fi: '<h2>Tervetuloa pöytään</h2><p>Valmistamme ruoan lähitilojen raaka-aineista ja vaihdamme listaa vuodenaikojen mukaan. Kysy meiltä allergeeneista – muokkaamme annosta mielellämme.</p>',
  },
  menuTitle: { sv: 'Meny', en: 'Menu', fi: 'Ruokalista' },
  hoursTitle: { sv: 'Öppettider', en: 'Opening hours', fi: 'Aukioloajat' },
  roomAlt: {
    sv: 'Restaurangens hus vid hamnen, med båtar på vattnet',
    en: 'The restaurant’s house by the harbour, with boats on the water',
    fi: 'Ravintolan talo satamassa, veneitä vedessä',
  },
  book: { sv: 'Boka bord', en: 'Book a table', fi: 'Varaa pöytä' },
  takeaway: { sv: 'Beställ avhämtning', en: 'Order takeaway', fi: 'Tilaa noutoruoka' },
  linksTitle: { sv: 'Boka och beställ', en: 'Book and order', fi: 'Varaa ja tilaa' },
  hours: {
    sv: 'Öppet mån–fre 11–22, lör–sön 12–23',
    en: 'Open Mon–Fri 11–22, Sat–Sun 12–23',
    fi: 'Avoinna ma–pe 11–22, la–su 12–23',
  },
  contactsTitle: { sv: 'Hitta hit', en: 'Find us', fi: 'Löydä perille' },
};

export const restaurant: StarterTemplate = {
  id: 'restaurant',
  name: T.name,
  description: T.description,
  pictures: ['dish.webp', 'harbour.webp'],
  build: (lang, company) => ({
    name: `${company.name} – ${T.tag[lang]}`,
    label: T.tag[lang],
    modules: [
      { id: 'dish', type: 'image', file: 'upload:0', alt: T.alt[lang], caption: T.caption[lang] },
      { id: 'intro', type: 'wysiwyg', html: T.intro[lang] },
      { ...menuOf(lang), title: T.menuTitle[lang] },
      hoursOf(lang, T.hoursTitle[lang]),
      {
        id: 'book',
        type: 'links',
        title: T.linksTitle[lang],
        links: [
          { text: T.book[lang], url: siteOf(company), color: company.accent },
          { text: T.takeaway[lang], url: siteOf(company), color: company.accent },
        ],
      },
      { id: 'house', type: 'image', file: 'upload:1', alt: T.roomAlt[lang] },
      {
        id: 'reach',
        type: 'contacts',
        title: T.contactsTitle[lang],
        contacts: [companyContact(company, company.name, T.hours[lang])],
      },
      { id: 'map', type: 'map', center: MAP_CENTRE[lang], zoom: 16, marker: company.name },
    ],
  }),
};
