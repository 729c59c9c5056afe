// A product page: the product pictured, what it is and does, its price, where to buy it, a launch coupon (a code
// revealed on tap, without an end date: the owner sets one) and whom to ask.
import { companyContact, type StarterTemplate, siteOf } from './parts';

const T = {
  name: { sv: 'Produktsida', en: 'Product page', fi: 'Tuotesivu' },
  description: {
    sv: 'Produkten i bild, egenskaper, pris, köpknapp och kontakt.',
    en: 'The product pictured, its features, price, a buy button and a contact.',
    fi: 'Tuote kuvana, ominaisuudet, hinta, ostopainike ja yhteystieto.',
  },
  tag: { sv: 'Produkt', en: 'Product', fi: 'Tuote' },
  alt: {
    sv: 'En petrolfärgad skrivbordslampa med ledad arm som lyser',
    en: 'A teal desk lamp with a jointed arm, switched on',
    fi: 'Petrooliväriset nivelvarrellinen työpöytävalaisin päällä',
  },
  text: {
    sv: `<h2>Arbetslampan Ljus 2</h2><p>Ett varmt, jämnt ljus där du behöver det – och inget bländande sken där du inte gör det.</p>
<ul><li>Dimbar LED, 2700–4000 K</li><li>Ledad arm i återvunnet aluminium</li><li>Fem års garanti</li></ul><p><strong>1 295 kr</strong> inkl. moms · fri frakt</p>`,
    en: `<h2>The Ljus 2 work lamp</h2><p>Warm, even light where you need it – and no glare where you don't.</p>
<ul><li>Dimmable LED, 2700–4000 K</li><li>Jointed arm in recycled aluminium</li><li>Five-year warranty</li></ul><p><strong>1,295 SEK</strong> incl. VAT · free delivery</p>`,
    fi: `<h2>Työvalaisin Ljus 2</h2><p>Lämmintä, tasaista valoa sinne missä tarvitset – eikä häikäisyä muualle.</p>
<ul><li>Himmennettävä LED, 2700–4000 K</li><li>Nivelvarsi kierrätysalumiinista</li><li>Viiden vuoden takuu</li></ul><p><strong>119 €</strong> sis. alv · ilmainen toimitus</p>`,
  },
  buy: { sv: 'Köp nu', en: 'Buy now', fi: 'Osta nyt' },
  more: { sv: 'Produktblad', en: 'Product sheet', fi: 'Tuotekortti' },
  sales: { sv: 'Frågor om produkten?', en: 'Questions about the product?', fi: 'Kysyttävää tuotteesta?' },
  couponTitle: { sv: 'Lanseringserbjudande', en: 'Launch offer', fi: 'Lanseringstarjous' },
  coupon: {
    sv: '15 % rabatt på Ljus 2 i webbutiken: ange koden i kassan.',
    en: '15% off Ljus 2 in the web shop: enter the code at the checkout.',
    fi: '15 % alennus Ljus 2 -valaisimesta verkkokaupassa: syötä koodi kassalla.',
  },
  salesText: {
    sv: 'Vår kundtjänst svarar vardagar 8–17',
    en: 'Our customer service answers on weekdays 8–17',
    fi: 'Asiakaspalvelumme vastaa arkisin 8–17',
  },
};

export const product: StarterTemplate = {
  id: 'product',
  name: T.name,
  description: T.description,
  pictures: ['lamp.webp'],
  build: (lang, company) => ({
    name: `${company.name} – ${T.tag[lang]}`,
    label: T.tag[lang],
    modules: [
      { id: 'picture', type: 'image', file: 'upload:0', alt: T.alt[lang] },
      { id: 'about', type: 'wysiwyg', html: T.text[lang] },
      {
        id: 'buy',
        type: 'links',
        links: [
          { text: T.buy[lang], url: siteOf(company), color: company.accent },
          { text: T.more[lang], url: siteOf(company), color: '#525252' },
        ],
      },
      {
        id: 'offer',
        type: 'coupon',
        title: T.couponTitle[lang],
        code: 'LJUS15',
        description: T.coupon[lang],
        timeZone: lang === 'fi' ? 'Europe/Helsinki' : 'Europe/Stockholm',
      },
      {
        id: 'ask',
        type: 'contacts',
        title: T.sales[lang],
        contacts: [companyContact(company, company.name, T.salesText[lang])],
      },
    ],
  }),
};
