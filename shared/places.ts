// A visitor's place as people read it, the one way for statistics and leads alike (docs/decisions.md "Place
// names"). What is stored is the place's key: its country code and the city as the GeoLite2 database names it in
// English, often without its letters (Gothenburg, Umea, Jyvaskyla). Shown, a city reads as the reader's own name
// for it where their language has one (Gothenburg in English, Helsingfors in Swedish, Tukholma in Finnish), else
// as the place's own name (Umeå, Jyväskylä, Malmö in every language), else as stored; the country by
// Intl.DisplayNames in the reader's language.
import type { Lang } from './constants';
import { countryName } from './countries';

type Names = Partial<Record<Lang, string>>;

/**
 * Places by country, `, ` between them: each its own name, then its names in our languages where they differ
 * from it ("Göteborg|en=Gothenburg"). The Nordic cities whose own name the database does not spell, and the
 * larger cities elsewhere that Swedish or Finnish call otherwise; any other place shows as the database names it.
 */
const PLACES: Record<string, string> = {
  SE:
    'Göteborg|en=Gothenburg, Stockholm|fi=Tukholma, Haparanda|fi=Haaparanta, Malmö, Västerås, Örebro, Linköping, ' +
    'Norrköping, Jönköping, Umeå, Luleå, Gävle, Borås, Södertälje, Täby, Växjö, Skellefteå, Östersund, ' +
    'Trollhättan, Kungälv, Mölndal, Lidingö, Nyköping, Köping, Enköping, Falköping, Lidköping, Hässleholm, ' +
    'Ängelholm, Höganäs, Höör, Hörby, Kävlinge, Märsta, Åkersberga, Järfälla, Tyresö, Värnamo, Västervik, ' +
    'Vänersborg, Örnsköldsvik, Härnösand, Söderhamn, Mjölby, Nässjö, Värmdö, Åre, Piteå, Gällivare, Säffle, ' +
    'Åmål, Strömstad, Alingsås, Härryda, Båstad, Eslöv, Skövde, Åstorp, Örkelljunga, Älmhult, Sölvesborg, ' +
    'Älvsjö, Hägersten, Skärholmen, Årsta, Spånga, Sköndal, Älvängen, Öckerö, Höllviken, Ödåkra, Hjärup, ' +
    'Södra Sandby, Upplands Väsby, Västra Frölunda, Hisings Backa',
  FI:
    'Helsinki|sv=Helsingfors, Espoo|sv=Esbo, Vantaa|sv=Vanda, Kauniainen|sv=Grankulla, Turku|sv=Åbo, ' +
    'Tampere|sv=Tammerfors, Oulu|sv=Uleåborg, Lahti|sv=Lahtis, Pori|sv=Björneborg, ' +
    'Lappeenranta|sv=Villmanstrand, Hämeenlinna|sv=Tavastehus, Vaasa|sv=Vasa, Mikkeli|sv=S:t Michel, ' +
    'Porvoo|sv=Borgå, Kokkola|sv=Karleby, Hyvinkää|sv=Hyvinge, Lohja|sv=Lojo, Järvenpää|sv=Träskända, ' +
    'Rauma|sv=Raumo, Kerava|sv=Kervo, Kajaani|sv=Kajana, Tuusula|sv=Tusby, Kirkkonummi|sv=Kyrkslätt, ' +
    'Sipoo|sv=Sibbo, Vihti|sv=Vichtis, Savonlinna|sv=Nyslott, Tornio|sv=Torneå, Raahe|sv=Brahestad, ' +
    'Hamina|sv=Fredrikshamn, Naantali|sv=Nådendal, Kaarina|sv=S:t Karins, Uusikaupunki|sv=Nystad, ' +
    'Hanko|sv=Hangö, Loviisa|sv=Lovisa, Jakobstad|fi=Pietarsaari, Pargas|fi=Parainen, Raseborg|fi=Raasepori, ' +
    'Kristinestad|fi=Kristiinankaupunki, Jyväskylä, Seinäjoki, Mäntsälä, Äänekoski, Jämsä, Ylöjärvi, ' +
    'Riihimäki, Hämeenkyrö, Pälkäne, Mäntyharju, Nurmijärvi, Pieksämäki, Ähtäri, Ylivieska, Närpes',
  AX: 'Mariehamn|fi=Maarianhamina',
  DK: 'København|en=Copenhagen|sv=Köpenhamn|fi=Kööpenhamina, Aarhus|sv=Århus, Helsingør|sv=Helsingör',
  NO: 'Tromsø, Bodø, Ålesund, Lillestrøm',
  IS: 'Reykjavík',
  EE: 'Tallinn|fi=Tallinna, Tartu|fi=Tartto',
  LV: 'Riga|fi=Riika',
  RU: 'Moskva|en=Moscow|fi=Moskova, Sankt-Peterburg|en=Saint Petersburg|sv=Sankt Petersburg|fi=Pietari',
  PL: 'Warszawa|en=Warsaw|fi=Varsova, Kraków|fi=Krakova, Gdańsk',
  DE: 'Berlin|fi=Berliini, Hamburg|fi=Hampuri, München|en=Munich, Köln|en=Cologne, Düsseldorf, Nürnberg|en=Nuremberg',
  GB: 'London|fi=Lontoo',
  FR: 'Paris|fi=Pariisi',
  IT: 'Roma|en=Rome|sv=Rom|fi=Rooma, Milano|en=Milan, Napoli|en=Naples|sv=Neapel',
  ES: 'Sevilla|en=Seville',
  PT: 'Lisboa|en=Lisbon|sv=Lissabon|fi=Lissabon',
  AT: 'Wien|en=Vienna',
  CZ: 'Praha|en=Prague|sv=Prag',
  CH: 'Zürich, Genève|en=Geneva|fi=Geneve',
  BE: 'Bruxelles|en=Brussels|sv=Bryssel|fi=Bryssel',
  GR: 'Athína|en=Athens|sv=Aten|fi=Ateena',
};

/** Lower case without accents: how the database's spelling ("Umea") meets the own name ("Umeå"). */
const fold = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Each place by `country|folded name`, under every name it has (the database's and older rows' own names). */
const INDEX = new Map<string, { own: string; names: Names }>();
for (const [country, places] of Object.entries(PLACES)) {
  for (const entry of places.split(', ')) {
    const [own, ...others] = entry.split('|');
    const names: Names = {};
    for (const other of others) {
      const [lang, name] = other.split('=') as [Lang, string];
      names[lang] = name;
    }
    const place = { own, names };
    for (const name of [own, ...Object.values(names)]) INDEX.set(`${country}|${fold(name)}`, place);
  }
}

/**
 * The city as a reader in `lang` names it: their own name for it, else its own, else as stored. Without a
 * reader (`null`: a file for a CRM, read whatever the dashboard's language), its own name.
 */
export function cityName(lang: Lang | null, country: string, city: string): string {
  const place = INDEX.get(`${country.toUpperCase()}|${fold(city)}`);
  return place ? (lang && place.names[lang]) || place.own : city;
}

/** "Göteborg, Sverige": the city (when known) and the country, in `lang`; null when the country is unknown. */
export function placeName(lang: Lang, country: string | null, city: string | null): string | null {
  if (!country) return null;
  const land = countryName(lang, country);
  return city ? `${cityName(lang, country, city)}, ${land}` : land;
}
