import type { mail as en } from '../en/mail';

export const mail: Record<keyof typeof en, string> = {
  greeting: 'Hei {name},',
  signature: 'Ystävällisin terveisin,\nDynacard',
  // A person's own email signature and video-call background (the signatures module)
  sigCardLink: 'Digitaalinen käyntikorttini',
  sigQrAlt: 'QR-koodi henkilön {name} digitaaliseen käyntikorttiin',
  sigPhotoAlt: 'Kuva henkilöstä {name}',
  bgScan: 'Skannaa käyntikorttini',
  ignore: 'Jos et pyytänyt tätä, voit jättää viestin huomiotta.',
  linkFallback: 'Jos painike ei toimi, kopioi tämä osoite selaimeesi:',
  verifySubject: 'Vahvista sähköpostisi Dynacardia varten',
  verifyBody:
    'Tervetuloa Dynacardiin! Vahvista sähköpostiosoitteesi säilyttääksesi tilisi. Vahvistamattomat tilit poistetaan 60 päivän kuluttua.',
  verifyAction: 'Vahvista sähköposti',
  resetSubject: 'Palauta Dynacard-salasanasi',
  resetBody:
    'Joku pyysi Dynacard-tilisi salasanan palauttamista. Linkki toimii {hours, plural, one {# tunnin} other {# tunnin}}.',
  resetAction: 'Valitse uusi salasana',
  changeEmailSubject: 'Vahvista uusi sähköpostisi Dynacardia varten',
  changeEmailBody:
    'Vahvista, että tämä on Dynacard-tilisi uusi sähköpostiosoite. Linkki toimii {hours, plural, one {# tunnin} other {# tunnin}} ja vain, kun olet kirjautuneena tiliin.',
  changeEmailAction: 'Vahvista uusi sähköposti',
  activationSubject: 'Sinut on kutsuttu Dynacardiin',
  activationBody:
    '{inviter} kutsui sinut Dynacardiin. Valitse salasana ja hyväksy ehdot aktivoidaksesi tilisi.',
  activationAction: 'Aktivoi tili',
  inquirySubject: 'Yhteydenotto henkilöltä {name}: {subject}',
  inquiryBody: 'Vierailija lähetti viestin yhteydenottolomakkeella.',
  inquiryFrom: 'Lähettäjä',
  inquiryLanguage: 'Kieli',
  inquiryTopic: 'Aihe',
  inquiryReply: 'Vastaa tähän sähköpostiin vastataksesi henkilölle {name}.',
  footer: 'Dynacard · digitaaliset käyntikortit ja dynaamiset QR-koodit',
  inviteSubject: '{inviter} kutsui sinut yritykseen {company} Dynacardissa',
  inviteBody:
    '{inviter} kutsui sinut liittymään yritykseen {company} Dynacardissa. Avaa yrityksesi hyväksyäksesi tai hylätäksesi kutsun.',
  inviteAction: 'Avaa yritykset',
  leadSubject: '{visitor} jätti yhteystietonsa korttiisi',
  leadBody:
    '{visitor} avasi digitaalisen käyntikorttisi ja jätti sinulle yhteystietonsa. Löydät ne kohdasta Yhteystiedot, "Vastaanotetut kortiltasi", josta voit myös ladata ne yhteystietokorttina.',
  leadAction: 'Avaa vastaanotetut yhteystiedot',
  leadFull:
    'Vastaanotettujen yhteystietojen luettelosi on nyt täynnä ({limit}): poista joitakin, jotta vierailijat voivat taas jättää tietonsa.',
  leadReply: 'Vastaa tähän sähköpostiin kirjoittaaksesi henkilölle {visitor}.',
  leadName: 'Nimi',
  leadEmail: 'Sähköposti',
  leadPhone: 'Puhelin',
  leadCompany: 'Yritys',
  tagLeadSubject: '{visitor} lähetti dynatagisi {tag} lomakkeen',
  tagLeadBody:
    '{visitor} avasi yrityksen {company} dynatagin {tag} ja lähetti sen lomakkeen yhteystietoineen ja vastauksineen. Löydät ne kohdasta Yhteystiedot, "Liidit", josta voit myös ladata ne yhteystietokorttina.',
  tagLeadTag: 'Dynatag',
  tagLeadLabel: 'Sivun otsikko',
  answerYes: 'Kyllä',
  answerNo: 'Ei',
  webhookDisabledSubject: 'Yrityksen {company} webhook on poistettu käytöstä',
  webhookDisabledBody:
    'Toimitukset osoitteeseen {url} ovat epäonnistuneet vuorokauden ajan, joten poistimme vastaanottajan käytöstä emmekä lähetä sille enää tapahtumia. Tarkista vastaanottaja ja ota se sitten uudelleen käyttöön yrityksen webhookeissa; toimitusloki näyttää, mitä vastaanottaja vastasi.',
  webhookDisabledAction: 'Avaa yritykset',
  reportSubjectWeekly: 'Dynacard-viikkoraporttisi, {period}',
  reportSubjectMonthly: 'Dynacard-kuukausiraporttisi, {period}',
  reportCompanySubjectWeekly: 'Viikkoraportti: {company}, {period}',
  reportCompanySubjectMonthly: 'Kuukausiraportti: {company}, {period}',
  reportIntro: 'Näin korttisi menestyivät ajalla {period} verrattuna ajanjaksoon {previous}.',
  reportCompanyIntro:
    'Näin yrityksen {company} dynatagit ja kortit menestyivät ajalla {period} verrattuna ajanjaksoon {previous}.',
  reportViews: 'Katselut',
  reportUnique: 'Yksilölliset kävijät',
  reportProfiles: 'Profiilit',
  reportDynatags: 'Dynatagit',
  reportCards: 'Kortit',
  reportCardScans: 'Joista korttien skannauksia',
  reportProfile: 'profiili',
  reportDynatag: 'dynatag',
  reportCard: 'kortti',
  reportLeads: 'Uudet yhteystiedot',
  reportChange: '{value} ({change}, edellinen {before})',
  reportChangeNew: '{value} (edellisellä jaksolla ei yhtään)',
  reportTop: 'Katsotuimmat:',
  reportNoViews: 'Ei katseluja tällä jaksolla.',
  reportChartAlt:
    'Kaavio näyttää päivittäiset katselut ajalla {period} (yhtenäinen viiva) ja ajalla {previous} (katkoviiva).',
  reportAction: 'Avaa hallintapaneeli',
  reportWhy:
    'Saat tämän raportin, koska otit sen käyttöön Dynacardissa. Muuta asetusta hallintapaneelissa tai peru tilaus yhdellä napsautuksella: {link}',
  reportUnsubscribeMine: 'raporttisi',
  reportUnsubscribeCompany: 'yrityksen {company} raportti',
  reportUnsubscribeTitle: 'Peru raportti',
  reportUnsubscribeAsk: 'Lopetetaanko: {report} osoitteeseen {email}?',
  reportUnsubscribeButton: 'Peru tilaus',
  reportUnsubscribedTitle: 'Tilaus on peruttu',
  reportUnsubscribed:
    'Emme enää lähetä: {report} osoitteeseen {email}. Voit ottaa sen uudelleen käyttöön hallintapaneelissa.',
  reportUnsubscribeInvalidTitle: 'Linkki ei kelpaa',
  reportUnsubscribeInvalid: 'Tämä peruutuslinkki ei kelpaa. Muuta raporttejasi hallintapaneelissa.',
  reportUnsubscribeSettings: 'Avaa hallintapaneeli',
  orderReceivedSubject: 'Tilaus {number} on vastaanotettu',
  orderReceivedBody:
    'Kiitos tilauksestasi: {cards, plural, one {# kortti} other {# korttia}} yritykselle {company}. Olemme vastaanottaneet sen ja aloitamme korttien valmistuksen; ne toimitetaan noin {min}–{max, plural, one {# päivässä} other {# päivässä}}.',
  orderShippedSubject: 'Tilaus {number} on matkalla',
  orderShippedBody:
    'Tilauksen {number} kortit yritykselle {company} on lähetetty. Ne saapuvat noin {min}–{max, plural, one {# päivässä} other {# päivässä}}.',
  orderCancelledSubject: 'Tilaus {number} on peruttu',
  orderCancelledBody: 'Tilaus {number} yritykselle {company} on peruttu; sitä ei toimiteta eikä laskuteta.',
  orderAction: 'Avaa tilauksesi',
  orderNumber: 'Tilausnumero',
  orderCompany: 'Yritys',
  orderLine: '{quantity} × {type}, {recipient}',
  orderSubtotal: 'Välisumma ilman ALV:tä',
  orderDiscount: 'Alennuskoodi {code}',
  orderShipping: 'Toimitus',
  orderNet: 'Yhteensä ilman ALV:tä',
  orderParcel: 'Toimitus: {place}',
  orderVat: 'ALV 25 %',
  orderTotal: 'Yhteensä sis. ALV',
  orderDelivery: 'Arvioitu toimitus',
  orderDeliveryDays: '{min}–{max, plural, one {# päivä} other {# päivää}}',
  // invoices (api/src/modules/billing)
  invoiceSubject: 'Lasku {number} lähettäjältä {seller}',
  invoiceBody:
    'Tässä on lasku {number} yritykselle {company} ajalta {period}. Lasku on liitteenä PDF-tiedostona; maksathan {total} bankgiro-tilille {bankgiro} OCR-viitteellä {ocr} viimeistään {due}.',
  creditSubject: 'Hyvityslasku {number} lähettäjältä {seller}',
  creditBody:
    'Tässä on hyvityslasku {number} yritykselle {company}; se hyvittää laskun {credited}. Se on liitteenä PDF-tiedostona; {total} vähennetään seuraavasta maksusta tai palautetaan.',
  invoiceNumber: 'Laskun numero',
  invoicePeriod: 'Jakso',
  invoiceTotal: 'Maksettava sis. ALV',
  creditTotal: 'Hyvitetty sis. ALV',
  invoiceDue: 'Eräpäivä',
  invoiceOcr: 'OCR-viite',
  invoiceBankgiro: 'Bankgiro',
  invoiceIban: 'IBAN / BIC',
  // subscriptions (api/src/modules/subscriptions)
  subscriptionByOwnerSubject: '{owner} otti Dynacard-tilauksesi käyttöön',
  subscriptionByOwnerBody:
    '{owner} otti sinulle käyttöön tilauksen, jonka maksaa {company}. Voit nyt pitää useita profiileja ja vaihtaa niiden välillä, ladata tiedostoja ja lisätä omia linkkejä.',
  subscriptionEndedByOwnerSubject: 'Dynacard-tilauksesi on irtisanottu',
  subscriptionEndedByOwnerBody:
    '{owner} irtisanoi tilauksesi, jonka maksaa {company}. Se on voimassa {date} asti; sen jälkeen ladatut tiedostosi poistetaan ja korttisi näyttää silloin aktiivisen profiilin. Ota tilaus itse käyttöön ennen {date}, niin kaikki säilyy.',
  subscriptionExpirySubject: 'Dynacard-tilauksesi päättyy {date}',
  subscriptionExpiryBody:
    'Tilauksesi, jonka maksaa {company}, päättyy {date}. Silloin ladatut tiedostosi poistetaan ja korttisi näyttää silloin aktiivisen profiilin. Ota se uudelleen käyttöön ennen {date}, niin kaikki säilyy.',
  subscriptionPayerDeletedSubject: 'Dynacard-tilauksesi maksanut yritys on poistettu',
  subscriptionPayerDeletedBody:
    '{company}, joka maksoi tilauksesi, on poistettu. Tilaus on voimassa {date} asti; ota se uudelleen käyttöön toisen yrityksen maksamana ennen sitä, niin kaikki säilyy.',
  subscriptionRequestedSubject: '{name} pyytää, että {company} maksaa Dynacard-tilauksen',
  subscriptionRequestedBody:
    '{name} pyytää, että {company} maksaa hänen tilauksensa. Mitään ei laskuteta, ellei omistaja hyväksy: hyväksy tai hylkää pyyntö kohdassa Kestotilaukset › Kollegat.',
  subscriptionApprovedSubject: 'Dynacard-tilauksesi on käytössä',
  subscriptionApprovedBody:
    '{owner} hyväksyi pyyntösi: {company} maksaa tilauksesi. Voit nyt pitää useita profiileja ja vaihtaa niiden välillä, ladata tiedostoja ja lisätä omia linkkejä.',
  subscriptionDeclinedSubject: 'Tilauspyyntösi hylättiin',
  subscriptionDeclinedBody:
    '{owner} hylkäsi pyyntösi, että {company} maksaisi tilauksesi. Mitään ei laskuteta. Voit valita toisen maksavan yrityksen Kestotilaukset-sivulla.',
  subscriptionEndedNowSubject: 'Dynacard-tilauksesi on päättynyt',
  subscriptionEndedNowBody:
    '{owner} päätti tänään tilauksesi, jonka {company} maksoi. Lataamasi tiedostot poistetaan ja korttisi jää nyt aktiiviseen profiiliin. Voit ottaa käyttöön toisen yrityksen maksaman tilauksen Kestotilaukset-sivulla.',
  subscriptionEndedLeftSubject: 'Dynacard-tilauksesi on päättynyt',
  subscriptionEndedLeftBody:
    'Lähdit yrityksestä {company}, joka maksoi tilauksesi, joten se päättyi tänään. Lataamasi tiedostot poistetaan ja korttisi jää nyt aktiiviseen profiiliin. Voit ottaa käyttöön toisen yrityksen maksaman tilauksen Kestotilaukset-sivulla.',
  subscriptionEndedRemovedSubject: 'Dynacard-tilauksesi on päättynyt',
  subscriptionEndedRemovedBody:
    '{owner} poisti sinut yrityksestä {company}, joka maksoi tilauksesi, joten se päättyi tänään. Lataamasi tiedostot poistetaan ja korttisi jää nyt aktiiviseen profiiliin. Voit ottaa käyttöön toisen yrityksen maksaman tilauksen Kestotilaukset-sivulla.',
  subscriptionPlan: 'Tilaus',
  subscriptionPaidBy: 'Maksaja',
  subscriptionRunsUntil: 'Voimassa',
  subscriptionAction: 'Avaa tilaukset',
  dataExportSubject: 'Dynacard-tietosi ovat ladattavissa',
  dataExportBody:
    'Pyytämäsi kopio tiedoistasi on valmis: tilisi, profiilisi, yrityksesi, tallennetut yhteystiedot, liidit ja lataamasi tiedostot yhtenä ZIP-tiedostona ({size}). Linkki toimii {days, plural, one {# päivän} other {# päivää}}, {date} asti.',
  dataExportAction: 'Lataa tietoni',
  dataExportNote: 'Kuka tahansa, jolla on linkki, voi ladata tiedoston: älä välitä tätä viestiä eteenpäin.',
};
