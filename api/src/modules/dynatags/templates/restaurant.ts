// A restaurant's menu: the dish of the day, the menu with prices, a table to book, the way there.
import { companyContact, MAP_CENTRE, type StarterTemplate, siteOf } from './parts';

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
  menu: {
    sv: `<h2>Välkommen till bords</h2><p>Vi lagar mat på råvaror från trakten och byter meny med säsongen.</p>
<h3>Förrätter</h3><ul><li><strong>Toast Skagen</strong> – räkor, dill, löjrom · 145 kr</li><li><strong>Rödbetssallad</strong> – getost, valnötter · 115 kr</li></ul>
<h3>Varmrätter</h3><ul><li><strong>Grillad lax</strong> – brynt smör, örtpotatis · 245 kr</li><li><strong>Svampris­otto</strong> – parmesan, timjan (vegetarisk) · 210 kr</li></ul>
<h3>Efterrätter</h3><ul><li><strong>Kladdkaka</strong> – vispad grädde · 95 kr</li></ul>
<p><em>Fråga oss om allergener – vi anpassar gärna rätten.</em></p>`,
    en: `<h2>Welcome to our table</h2><p>We cook with produce from nearby farms and change the menu with the seasons.</p>
<h3>Starters</h3><ul><li><strong>Toast Skagen</strong> – prawns, dill, whitefish roe · 145 SEK</li><li><strong>Beetroot salad</strong> – goat's cheese, walnuts · 115 SEK</li></ul>
<h3>Mains</h3><ul><li><strong>Grilled salmon</strong> – brown butter, herb potatoes · 245 SEK</li><li><strong>Mushroom risotto</strong> – parmesan, thyme (vegetarian) · 210 SEK</li></ul>
<h3>Desserts</h3><ul><li><strong>Sticky chocolate cake</strong> – whipped cream · 95 SEK</li></ul>
<p><em>Ask us about allergens – we gladly adapt a dish.</em></p>`,
    fi: `<h2>Tervetuloa pöytään</h2><p>Valmistamme ruoan lähitilojen raaka-aineista ja vaihdamme listaa vuodenaikojen mukaan.</p>
<h3>Alkuruoat</h3><ul><li><strong>Toast Skagen</strong> – katkaravut, tilli, muikunmäti · 14,50 €</li><li><strong>Punajuurisalaatti</strong> – vuohenjuusto, saksanpähkinä · 11,50 €</li></ul>
<h3>Pääruoat</h3><ul><li><strong>Grillattu lohi</strong> – ruskistettu voi, yrttiperunat · 24,50 €</li><li><strong>Sienirisotto</strong> – parmesaani, timjami (kasvis) · 21 €</li></ul>
<h3>Jälkiruoat</h3><ul><li><strong>Mutakakku</strong> – kermavaahto · 9,50 €</li></ul>
<p><em>Kysy meiltä allergeeneista – muokkaamme annosta mielellämme.</em></p>`,
  },
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
      { id: 'menu', type: 'wysiwyg', html: T.menu[lang] },
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
