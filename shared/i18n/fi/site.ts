import type { site as en } from '../en/site';

export const site: Record<keyof typeof en, string> = {
  productName: 'Dynacard',

  // layout
  'nav.start': 'Etusivu',
  'nav.businessCard': 'Käyntikortti',
  'nav.dynatags': 'Dynatagit',
  'nav.questions': 'Kysymykset',
  'nav.contact': 'Yhteystiedot',
  'nav.dashboard': 'Hallintapaneeli',
  'nav.login': 'Kirjaudu sisään',
  'nav.register': 'Luo tili',
  'nav.mainLabel': 'Päävalikko',
  'nav.openMenu': 'Avaa valikko',
  'nav.closeMenu': 'Sulje valikko',
  'nav.skipToContent': 'Siirry sisältöön',
  'nav.home': 'Dynacard, etusivulle',
  'theme.toggle': 'Tumma teema',
  'language.label': 'Kieli: {name}',
  'language.choose': 'Valitse kieli',
  'footer.tagline':
    'Digitaalisia käyntikortteja ja dynaamisia QR-koodeja, tehty Ruotsissa Ruotsiin ja Suomeen.',
  'footer.copyright': 'Dynacard. Kaikki oikeudet pidätetään.',
  'footer.links': 'Sivuston linkit',
  'footer.terms': 'Käyttöehdot',
  'footer.changelog': 'Muutosloki',
  'footer.apiDocs': 'API-dokumentaatio',
  'footer.cookies': 'Evästeet',
  'footer.social': 'Dynacard sosiaalisessa mediassa',
  'changelog.title': 'Muutosloki',
  'changelog.loading': 'Haetaan muutoslokia…',
  'changelog.error': 'Muutoslokia ei voitu hakea. Yritä hetken kuluttua uudelleen.',
  'common.close': 'Sulje',
  'common.exclVat': 'alv 0 %',
  'common.inclVat': '{price} sis. alv',
  'common.perMonth': 'kuukaudessa',
  'common.perCard': 'kortilta',
  'offline.message': 'Yhdistä uudelleen internetiin',
  'offline.dismiss': 'Sulje',
  'consent.title': 'Evästeet Dynacardissa',
  'consent.text':
    'Käytämme vain evästeitä ja paikallista tallennustilaa, joita Dynacard tarvitsee toimiakseen: kirjautumisesi, kielesi, teemasi ja tämän valinnan. Ei mainontaa, ei seurantaa.',
  'consent.accept': 'Selvä',
  'consent.readMore': 'Lue evästekäytäntö',

  // example card
  'card.label': 'Esimerkki kortista {name}',
  'card.demoTitle': 'Myyntipäällikkö',
  'card.scan': 'Skannaa tai napauta',

  // start page
  'start.title': 'Digitaaliset käyntikortit ja dynaamiset QR-koodit',
  'start.description':
    'Metallinen käyntikortti QR-koodilla ja NFC-sirulla, joka avaa aina ajantasaisen profiilisi, sekä dynatagit kaikkeen muuhun, mitä haluat jakaa koodilla.',
  'start.heroEyebrow': 'Metallikortti · QR-koodi · NFC',
  'start.heroTitle': 'Käyntikorttisi, aina ajan tasalla',
  'start.heroText':
    'Metallinen käyntikortti, jonka QR-koodi ja NFC-siru avaavat digitaalisen profiilisi. Muuta tietojasi milloin haluat – korttia ei tarvitse koskaan painaa uudelleen.',
  'start.ctaSignup': 'Luo ilmainen tili',
  'start.ctaCards': 'Katso kortit',
  'start.heroNote': 'Ilmainen aloittaa. Voit jakaa profiilisi jo ennen kuin kortti saapuu.',
  'start.stepsTitle': 'Käytössä kolmessa vaiheessa',
  'start.step1Title': 'Luo profiilisi',
  'start.step1Text':
    'Lisää kuvasi, yhteystietosi, linkkisi ja yritykset, joissa työskentelet. Se vie muutaman minuutin.',
  'start.step2Title': 'Tilaa korttisi',
  'start.step2Text':
    'Valitse musta tai kultainen metalli ja kaiverrettava sisältö. Kortti on sinulla 2–7 päivässä.',
  'start.step3Title': 'Jaa napautuksella',
  'start.step3Text':
    'Pidä korttia puhelinta vasten tai anna toisen skannata koodi. Profiilisi avautuu selaimessa – sovellusta ei tarvita.',
  'start.servicesTitle': 'Kaksi palvelua, yksi tili',
  'start.cardTitle': 'Digitaalinen käyntikortti',
  'start.cardText':
    'Yksi kortti koko uralle. Kun titteli, puhelinnumero tai yritys vaihtuu, päivität profiilin, ja jokainen jakamasi kortti näyttää uudet tiedot.',
  'start.cardLink': 'Tutustu käyntikortteihin',
  'start.dynatagsTitle': 'Dynatagit',
  'start.dynatagsText':
    'QR-koodisivustoja ruokalistoille, käyttöohjeille, kylteille ja tapahtumille. Rakenna ne moduuleista, katso kävijämäärät ja lukitse ne pääsykoodilla tai paikkaan.',
  'start.dynatagsLink': 'Tutustu dynatageihin',
  'start.plansTitle': 'Paketit joka tarpeeseen',
  'start.plansIntro': 'Aloita ilmaiseksi ja päivitä, kun tarvitset enemmän. Hinnat ilman arvonlisäveroa.',
  'start.planFreeName': 'Ilmainen',
  'start.planFreeFeatures':
    'Perusprofiili\nYritysprofiili\nJaa yhteystietosi\nKutsu kollegoita\nRajattu määrä omia yrityksiä',
  'start.planMonthlyName': 'Tilaus',
  'start.planMonthlyFeatures':
    'Kaikki Ilmaisen ominaisuudet\nUseita profiileja ja yrityksiä\nTiedostojen lataus\nOmat linkit\nProfiilin vaihto yhdellä napsautuksella',
  'start.planLifetimeName': 'Elinikäinen',
  'start.planLifetimePer': 'kertamaksu',
  'start.planLifetimeFeatures': 'Kaikki Tilauksen ominaisuudet\nEi koskaan kuukausimaksua',
  'start.planPopular': 'Suosituin',
  'start.planCta': 'Aloita',
  'start.teamsTitle': 'Tehty tiimeille',
  'start.teamsText':
    'Yritykset kokoavat logon, värit, linkit ja tiedostot yhteen paikkaan, ja jokainen kollegaprofiili näyttää ne.',
  'start.teamsPoints':
    'Omistajat tilaavat kortit kollegoille ja maksavat yrityskohtaisesti\nKutsu kollegoita sähköpostilla ja nimeä lisää omistajia\nYksi lasku kuukaudessa, lähetetään sähköisesti\nLähtevät kollegat eivät vie mitään mukanaan',
  'start.appTitle': 'Asenna kuin sovellus',
  'start.appText':
    'Lisää Dynacard aloitusnäytölle selaimen valikosta. Se avautuu omaan ikkunaansa, ja etusivu toimii ilman yhteyttä.',
  'start.apiTitle': 'Avoin API',
  'start.apiText':
    'Kaikki Dynacardin toiminnot ovat saatavilla dokumentoidun REST-rajapinnan kautta, joten voit yhdistää omat järjestelmäsi henkilökohtaisella API-avaimella.',
  'start.apiLink': 'Lue API-dokumentaatio',
  'start.welcomeTitle': 'Tervetuloa takaisin',
  'start.welcomeText': 'Jatka siitä, mihin jäit.',
  'start.goProfiles': 'Profiilisi',
  'start.goCompanies': 'Yritykset',
  'start.goDynatags': 'Dynatagit',
  'start.goOrders': 'Tilaukset',

  // business card page
  'cards.title': 'Käyntikortit',
  'cards.description':
    'Kuusi metallista käyntikorttia QR-koodilla ja NFC-sirulla, mustana tai kultaisena, alkaen {price} ilman arvonlisäveroa. Toimitus 2–7 päivässä.',
  'cards.heroTitle': 'Metallinen käyntikortti, joka ei koskaan vanhene',
  'cards.heroText':
    'Harjattua metallia, laserkaiverrettu QR-koodi ja NFC-siru sisällä. Kortti avaa digitaalisen profiilisi, joten tiedot ovat aina ne, jotka tallensit viimeksi.',
  'cards.typesTitle': 'Kuusi korttia, joista valita',
  'cards.typesIntro':
    'Jokainen kortti on saatavana mustana tai kultaisena metallina. Kaiverrukset tehdään laserilla mustavalkoisina, joten logot ja kuvat saavat terävän ja klassisen ilmeen.',
  'cards.blackPersonal': 'Musta Henkilökohtainen',
  'cards.blackCompany': 'Musta Yritys',
  'cards.blackSimple': 'Musta Yksinkertainen',
  'cards.goldPersonal': 'Kulta Henkilökohtainen',
  'cards.goldCompany': 'Kulta Yritys',
  'cards.goldSimple': 'Kulta Yksinkertainen',
  'cards.personalText':
    'Nimesi, tekstirivi kuten tittelisi, puhelinnumerosi ja sähköpostisi kaiverrettuna QR-koodin viereen, halutessasi logon tai kuvan kera.',
  'cards.companyText':
    'Yrityksesi logo ja nimi yhtenäiseksi ilmeeksi koko tiimille. Koodi avaa silti jokaisen kollegan oman profiilin.',
  'cards.simpleText': 'Vain QR-koodi ja valitsemasi logo tai kuva. Selkeä ja hillitty.',
  'cards.featuresTitle': 'Jokaisessa kortissa',
  'cards.features':
    'NFC-siru, joka toimii iPhone- ja Android-puhelimissa\nQR-koodi, jonka jokaisen puhelimen kamera lukee\nProfiilisi avautuu selaimessa, sovellusta ei tarvita\n”Tallenna yhteystieto” -painike, joka lisää sinut puhelimen yhteystietoihin\nProfiilin muutokset näkyvät heti jokaisessa kortissa',
  'cards.shippingTitle': 'Toimitus',
  'cards.shippingNational': 'Toimitus Ruotsin sisällä',
  'cards.shippingInternational': 'Toimitus muihin maihin',
  'cards.delivery': 'Arvioitu toimitusaika on 2–7 päivää tilauksesta.',
  'cards.alternativeAddress':
    'Jokaisen kortin voi lähettää omaan osoitteeseensa, joten kollegat saavat omansa sinne, missä he työskentelevät.',
  'cards.orderTitle': 'Näin tilaat',
  'cards.orderSteps':
    'Luo ilmainen tili ja vahvista sähköpostiosoitteesi.\nLuo yrityksesi ja täytä sen laskutustiedot.\nAvaa Tilaukset, valitse kortit itsellesi tai kollegoillesi ja muokkaa niitä.\nLisää toimitusosoite ja mahdolliset alennuskoodit, tarkista summa ja lähetä tilaus.',
  'cards.orderNote':
    'Kortit tilaa yrityksen omistaja. Vahvistamattomat tilit poistetaan 60 päivän jälkeen ja niiden kortit lakkaavat toimimasta, joten vahvista sähköpostisi ensin.',
  'cards.cta': 'Luo tili tilataksesi',
  'cards.vatNote': 'Hinnat Ruotsin kruunuina ilman 25 %:n arvonlisäveroa.',

  // dynatags page
  'dynatags.title': 'Dynatagit',
  'dynatags.description':
    'Dynatagit ovat moduuleista rakennettuja QR-koodisivustoja: tekstiä, tiedostoja, karttoja, linkkejä, yhteystietoja ja muuta, kävijätilastoilla, pääsykoodilla ja sijaintilukolla.',
  'dynatags.heroTitle': 'Yksi QR-koodi, sisältö jota voit muuttaa milloin tahansa',
  'dynatags.heroText':
    'Dynatag on pieni verkkosivu painetun QR-koodin takana. Paina koodi kerran ja muuta sen näyttämää sisältöä milloin haluat: ruokalista, käyttöohje, kartta tai yhteystietolista.',
  'dynatags.demoSubtitle': 'Ruokalista ja aukioloajat',
  'dynatags.useCasesTitle': 'Missä dynatagit toimivat',
  'dynatags.useCases':
    'Ruokalistat ja aukioloajat ravintoloissa ja kahviloissa\nKäyttöohjeet, takuut ja käyttöturvallisuustiedotteet tuotteissa\nKyltit asuntonäytöissä ja rakennustyömailla\nOhjelmat, kartat ja yhteystiedot tapahtumissa\nNäyttelyt, opastetut kierrokset ja museot\nYhteisten laitteiden lokikirjat ja ohjeet',
  'dynatags.modulesTitle': 'Rakennettu moduuleista',
  'dynatags.modulesIntro':
    'Dynatag on sivu, jonka moduulit ovat valitsemassasi järjestyksessä. Yhdistele niitä vapaasti ja järjestä uudelleen milloin haluat.',
  'dynatags.mod.wysiwyg': 'Teksti ja kuvat',
  'dynatags.mod.wysiwygText': 'Muotoiltua tekstiä otsikoilla, luetteloilla, kuvilla ja linkeillä.',
  'dynatags.mod.files': 'Tiedostot',
  'dynatags.mod.filesText': 'Asiakirjoja, kuvia, ääntä ja videota ladattavaksi.',
  'dynatags.mod.pdf': 'PDF-katselin',
  'dynatags.mod.pdfText': 'PDF suoraan sivulla, enintään 4 Mt.',
  'dynatags.mod.map': 'Kartta',
  'dynatags.mod.mapText': 'Kartta, jonka keskellä on osoite tai paikka.',
  'dynatags.mod.mapRoute': 'Reitti',
  'dynatags.mod.mapRouteText': 'Reitti kartalla, esimerkiksi kävelylenkki, polku tai sisäänkäynti.',
  'dynatags.mod.mapMarkers': 'Kartta merkinnöillä',
  'dynatags.mod.mapMarkersText': 'Jopa 1000 merkintää ja oma kuva, esimerkiksi pohjapiirros, kartan päällä.',
  'dynatags.mod.links': 'Linkit',
  'dynatags.mod.linksText': 'Jopa 20 painiketta omilla teksteillä ja väreillä.',
  'dynatags.mod.iframe': 'Upotettu sivu',
  'dynatags.mod.iframeText': 'Toinen verkkosivu, varauslomake tai video valitsemallasi korkeudella.',
  'dynatags.mod.socials': 'Sosiaalinen media',
  'dynatags.mod.socialsText': 'Tilisi käyttämissäsi palveluissa.',
  'dynatags.mod.contacts': 'Yhteystiedot',
  'dynatags.mod.contactsText': 'Tavoitettavat henkilöt puhelinnumeroineen ja sähköposteineen.',
  'dynatags.mod.disqus': 'Disqus-kommentit',
  'dynatags.mod.disqusText': 'Keskusteluketju Disqus-sivustoltasi.',
  'dynatags.mod.htmlCommentBox': 'HTML Comment Box',
  'dynatags.mod.htmlCommentBoxText': 'Yksinkertainen vieraskirja, johon kävijät voivat kirjoittaa.',
  'dynatags.mod.translation': 'Käännös',
  'dynatags.mod.translationText': 'Kävijät voivat lukea sivun omalla kielellään.',
  'dynatags.featuresTitle': 'Jokainen koodi hallinnassa',
  'dynatags.statsTitle': 'Tilastot',
  'dynatags.statsText':
    'Kaikki ja yksilölliset katselut päivittäin tässä kuussa, kuukausittain tänä vuonna ja vuosittain. Katselut lasketaan ilman evästeitä.',
  'dynatags.passcodeTitle': 'Pääsykoodi',
  'dynatags.passcodeText':
    'Suojaa dynatag pääsykoodilla tai PIN-koodilla. Pidä se lukittuna tai lukitse tai avaa se tietyksi tuntimääräksi – jäljellä oleva aika näytetään.',
  'dynatags.geolockTitle': 'Sijaintilukko',
  'dynatags.geolockText':
    'Näytä sisältö vain kävijöille, jotka ovat asettamasi etäisyyden sisällä. Kävijän puhelin jakaa sijaintinsa ja näkee, kuinka kaukana se on.',
  'dynatags.organiseTitle': 'Kansiot ja yhteistyö',
  'dynatags.organiseText':
    'Järjestä dynatagit kansioihin. Jos kollega muuttaa dynatagia samalla kun muokkaat sitä, saat varoituksen ennen kuin mitään kirjoitetaan yli.',
  'dynatags.pricingTitle': 'Hinnat',
  'dynatags.serviceName': 'Dynatag-palvelu',
  'dynatags.serviceText': 'Sisältää {units, plural, one {# dynatagin} other {# dynatagia}}',
  'dynatags.perDay': 'tai {price} päivässä',
  'dynatags.extraName': 'Lisädynatag',
  'dynatags.extraText': 'Jokaisesta dynatagista sisältyvien lisäksi',
  'dynatags.billingNote':
    'Laskutetaan kuukausittain yritykseltä, jolla on laskutustiedot. Hinnat Ruotsin kruunuina ilman 25 %:n arvonlisäveroa.',
  'dynatags.limitsTitle': 'Tilaa kasvaa',
  'dynatags.limits':
    'Jopa 500 dynatagia yritystä kohden\nJopa 10 tiedostoa ja 20 Mt dynatagia kohden\nKansiot enintään 5 tasoa syvälle\nJopa 1000 merkintää kartalla',
  'dynatags.cta': 'Aloita dynatagien käyttö',

  // contact page
  'contact.title': 'Yhteystiedot',
  'contact.description':
    'Kysyttävää korteista, dynatageista, tilauksista tai tilistäsi? Kirjoita Dynacardin myynnille tai asiakastuelle.',
  'contact.heroTitle': 'Ota yhteyttä',
  'contact.heroText':
    'Kysy meiltä korteista tiimillesi, dynatageista, tilauksesta tai tilistäsi. Vastaamme arkisin, yleensä yhden työpäivän kuluessa.',
  'contact.formTitle': 'Lähetä meille viesti',
  'contact.name': 'Nimi',
  'contact.email': 'Sähköposti',
  'contact.subject': 'Aihe',
  'contact.message': 'Viesti',
  'contact.send': 'Lähetä viesti',
  'contact.checking': 'Varmistetaan, ettet ole robotti…',
  'contact.sending': 'Lähetetään…',
  'contact.privacy': 'Käytämme tietojasi vain vastataksemme sinulle.',
  'contact.humanCheck':
    'Pulmatehtävän sijaan selaimesi ratkaisee lyhyen laskutoimituksen osoittaakseen, ettei se ole robotti.',
  'contact.timeout': 'Pyyntö aikakatkaistiin, yritä hetken kuluttua uudelleen',
  'contact.offline': 'Yhdistä uudelleen internetiin',
  'contact.unknownError': 'Hups - tapahtui tuntematon virhe',
  'contact.salesTitle': 'Myynti',
  'contact.salesText': 'Tilaukset, hinnat, kortit tiimeille ja suuremmille yrityksille.',
  'contact.supportTitle': 'Asiakastuki',
  'contact.supportText': 'Tilisi, kortit jotka eivät skannaudu, dynatagit ja API.',
  'contact.addressesTitle': 'Kirjoita meille suoraan',

  // questions page
  'questions.title': 'Kysymyksiä ja vastauksia',
  'questions.description':
    'Vastauksia yleisiin kysymyksiin Dynacardin käyntikorteista, dynatageista, hinnoista, toimituksesta, tilauksista ja tiedoistasi.',
  'questions.heroTitle': 'Usein kysytyt kysymykset',
  'questions.heroText': 'Lyhyet vastaukset siihen, mitä meiltä kysytään useimmin.',
  'questions.q1': 'Mikä Dynacard on?',
  'questions.a1':
    'Dynacard on digitaalinen käyntikortti ja palvelu dynaamisille QR-koodeille. Metallikortissa on QR-koodi ja NFC-siru, jotka avaavat profiilisi selaimessa, ja dynatageilla voit sijoittaa muutettavaa sisältöä minkä tahansa painetun koodin taakse.',
  'questions.q2': 'Tarvitseeko tapaamani henkilö sovelluksen?',
  'questions.a2':
    'Ei. QR-koodin lukee minkä tahansa älypuhelimen kamera ja NFC-sirun useimmat uudemmat puhelimet. Profiili avautuu selaimessa, jossa hän voi tallentaa sinut yhteystietoihinsa.',
  'questions.q3': 'Mitkä puhelimet lukevat NFC-sirun?',
  'questions.a3':
    'iPhone XS ja uudemmat lukevat sen ilman asetuksia. Useimmat Android-puhelimet lukevat sen, kun NFC on päällä. Kaikilla puhelimilla voi aina skannata QR-koodin sen sijaan.',
  'questions.q4': 'Mitä tapahtuu, kun vaihdan työpaikkaa tai puhelinnumeroa?',
  'questions.a4':
    'Päivität profiilisi, ja kortti näyttää uudet tiedot heti. Korttia ei tarvitse koskaan painaa uudelleen.',
  'questions.q5': 'Mitä se maksaa?',
  'questions.a5':
    'Tili on ilmainen. Tilaus maksaa {monthly} kuukaudessa tai {lifetime} kertamaksuna koko iäksi. Kortit alkaen {card} ja dynatagit alkaen {dynatags} kuukaudessa. Hinnat ilman arvonlisäveroa.',
  'questions.q6': 'Mikä ero on Ilmaisella ja tilauksella?',
  'questions.a6':
    'Ilmainen sisältää profiilin, yritysprofiilin, yhteystietojen jakamisen ja kollegoiden kutsumisen. Tilaus lisää useita profiileja ja yrityksiä, tiedostojen latauksen, omat linkit ja profiilien välillä vaihtamisen.',
  'questions.q7': 'Kuinka kauan toimitus kestää?',
  'questions.a7':
    'Yleensä 2–7 päivää. Toimitus Ruotsin sisällä maksaa {national} ja muihin maihin {international}.',
  'questions.q8': 'Voinko tilata kortit kollegoilleni?',
  'questions.a8':
    'Kyllä. Yrityksen omistajana tilaat kortit kollegoille, kullekin oma ulkoasu ja toimitusosoite, ja yritys maksaa.',
  'questions.q9': 'Mikä dynatag on?',
  'questions.a9':
    'Pieni verkkosivu QR-koodin takana, rakennettu moduuleista kuten tekstistä, tiedostoista, kartoista ja linkeistä. Muutat sisältöä muuttamatta koodia.',
  'questions.q10': 'Voinko rajata, kuka näkee dynatagin?',
  'questions.a10':
    'Kyllä. Lisää pääsykoodi pysyvästi tai tietyksi tuntimääräksi, tai sijaintilukko, jolloin vain tietyn etäisyyden sisällä olevat voivat avata sen.',
  'questions.q11': 'Miten irtisanon tilaukseni?',
  'questions.a11':
    'Hallintapaneelin kohdassa Tilaukset, {days, plural, one {# päivän} other {# päivän}} irtisanomisajalla. Kun tilaus päättyy, lataamasi tiedostot poistetaan ja viimeksi aktiivinen profiilisi säilyy.',
  'questions.q12': 'Miksi minun täytyy vahvistaa sähköpostiosoitteeni?',
  'questions.a12':
    'Jotta tiedämme, että tili on sinun. Vahvistamattomat tilit poistetaan 60 päivän jälkeen, ja niiden kortit lakkaavat toimimasta.',
  'questions.q13': 'Mitä tiedoilleni tapahtuu, jos poistan tilini?',
  'questions.a13':
    'Tilisi ja sen tiedot poistetaan heti, eikä niitä voi palauttaa. Laskutustiedot (laskut niissä olevine laskutustietoineen) säilytetään 60 päivää loppulaskua ja siihen liittyviä kysymyksiä varten, minkä jälkeen ne poistetaan.',
  'questions.q14': 'Onko olemassa API?',
  'questions.a14':
    'Kyllä, avoin ja dokumentoitu REST-rajapinta. Luo henkilökohtainen API-avain tilisi asetuksissa. Uusia käyttäjiä voi luoda vain Dynacardissa.',
  'questions.moreTitle': 'Etkö löytänyt vastausta?',
  'questions.moreText': 'Kirjoita meille, niin vastaamme yhden työpäivän kuluessa.',
  'questions.moreLink': 'Ota yhteyttä',

  // terms page
  'terms.title': 'Käyttöehdot',
  'terms.description': 'Ehdot Dynacardin käyntikorttien, dynatagien, tilausten ja API:n käytölle.',
  'terms.updated': 'Päivitetty viimeksi {date}',
  'terms.intro':
    'Näitä ehtoja sovelletaan, kun käytät Dynacardia, digitaalisten käyntikorttien ja dynatagien palvelua (”palvelu”). Luomalla tilin hyväksyt ne.',
  'terms.s1Title': '1. Palvelu',
  'terms.s1Text':
    'Dynacardissa ylläpidät digitaalisia profiileja, liität ne yrityksiin ja jaat ne QR-koodilla ja NFC-sirulla varustettujen metallikorttien sekä dynatagien avulla. Palvelu on saatavilla ruotsiksi, englanniksi ja suomeksi.',
  'terms.s2Title': '2. Tilisi',
  'terms.s2Text':
    'Sinun on annettava oikeat tiedot ja pidettävä salasanasi omana tietonasi; suosittelemme kaksivaiheista tunnistautumista. Vahvista sähköpostiosoitteesi 60 päivän kuluessa, muuten tili poistetaan automaattisesti. Tilejä voi luoda vain palvelussa.',
  'terms.s3Title': '3. Paketit ja maksaminen',
  'terms.s3Text':
    'Ilmaisessa paketissa on verkkosivuillamme kuvatut toiminnot. Tilauksen maksaa yksi yritys käyttäjää kohden, se laskutetaan kuukausittain ja lasku lähetetään sähköisesti; elinikäinen tilaus maksetaan kerran. Hinnat näytetään ilman arvonlisäveroa; 25 %:n arvonlisävero lisätään.',
  'terms.s4Title': '4. Irtisanominen',
  'terms.s4Text':
    'Tilaus päättyy {days, plural, one {# päivän} other {# päivän}} irtisanomisajan lopussa irtisanomispäivästä laskien. Kun tilaus päättyy, lataamasi tiedostot poistetaan ja tilille jää viimeksi aktiivinen profiili.',
  'terms.s5Title': '5. Kortit ja tilaukset',
  'terms.s5Text':
    'Kortit tilaa yrityksen omistaja, jonka sähköpostiosoite on vahvistettu, ja ne maksaa yritys. Kaiverrukset ovat mustavalkoisia. Arvioitu toimitusaika on 2–7 päivää. Kortti avaa profiilin, johon se on liitetty, ja lakkaa toimimasta, jos tili poistetaan.',
  'terms.s6Title': '6. Dynatagit',
  'terms.s6Text':
    'Dynatag-palvelu laskutetaan kuukausittain yrityskohtaisesti, ja siihen sisältyy viisi dynatagia; lisää voi hankkia. Vastaat dynatagiesi sisällöstä, myös asettamistasi pääsykoodeista ja sijaintilukoista.',
  'terms.s7Title': '7. Sisältösi',
  'terms.s7Text':
    'Omistat julkaisemasi sisällön. Annat meille oikeuden tallentaa ja näyttää sitä, jotta palvelu toimii. Lakia tai muiden oikeuksia rikkova sisältö on kielletty ja voidaan poistaa.',
  'terms.s8Title': '8. Kohtuullinen käyttö',
  'terms.s8Text':
    'Älä käytä palvelua roskapostiin, haittaohjelmiin tai yrityksiin päästä käsiksi muiden tietoihin. API:n kutsumäärät on rajoitettu; käytä omaa API-avaintasi ja pidä se salassa.',
  'terms.s9Title': '9. Henkilötiedot',
  'terms.s9Text':
    'Käsittelemme henkilötietoja EU:n yleisen tietosuoja-asetuksen mukaisesti ja vain palvelun tarjoamiseksi. Tilin tai yrityksen poistaminen poistaa sen tiedot heti laskutustietoja lukuun ottamatta: laskut ja hyvityslaskut niissä olevine laskutustietoineen (yrityksen nimi, Y-tunnus, laskutussähköposti ja -osoite) sekä päättyneiden tilausten nimet säilytetään 60 päivää, jotta loppulasku voidaan maksaa ja siihen liittyviin kysymyksiin vastata, minkä jälkeen ne poistetaan. Laskun kirjanpitotiedot säilytetään kirjanpitojärjestelmässämme kirjanpitolain edellyttämän ajan. Lue evästekäytännöstä, mitä tallennamme selaimeesi.',
  'terms.s10Title': '10. Saatavuus ja vastuu',
  'terms.s10Text':
    'Pyrimme korkeaan saatavuuteen ja säilytämme 14 varmuuskopiota, mutta emme voi luvata, ettei palveluun tule katkoja. Vastuumme rajoittuu siihen, mitä olet maksanut meille viimeisten kahdentoista kuukauden aikana.',
  'terms.s11Title': '11. Muutokset',
  'terms.s11Text':
    'Ilmoitamme sinulle sähköpostilla vähintään 30 päivää ennen kuin ehtojen muutos tulee voimaan. Jos et hyväksy muutosta, voit irtisanoa palvelun ennen sitä.',
  'terms.s12Title': '12. Sovellettava laki ja riidat',
  'terms.s12Text':
    'Sovelletaan Ruotsin lakia, ja riidat ratkaistaan ruotsalaisessa tuomioistuimessa. Kuluttajana säilytät oman maasi lainsäädännön sinulle antaman suojan.',

  // cookies page
  'cookies.title': 'Evästekäytäntö',
  'cookies.description':
    'Mitä evästeitä ja paikallista tallennustilaa Dynacard käyttää, miksi ja kuinka kauan.',
  'cookies.intro':
    'Dynacard tallentaa vain sen, mitä palvelu tarvitsee toimiakseen. Emme käytä evästeitä mainontaan, analytiikkaan tai seurantaan emmekä jaa mitään kolmansille osapuolille.',
  'cookies.tableTitle': 'Mitä tallennamme',
  'cookies.colName': 'Nimi',
  'cookies.colPurpose': 'Tarkoitus',
  'cookies.colStorage': 'Missä',
  'cookies.colDuration': 'Kuinka kauan',
  'cookies.access': 'Pitää sinut kirjautuneena.',
  'cookies.accessDuration': '10 minuuttia, uusitaan palvelua käyttäessäsi',
  'cookies.refresh': 'Uusii kirjautumisesi kysymättä salasanaa.',
  'cookies.refreshDuration': '1 tunti, tai 30 päivää valinnalla ”pidä minut kirjautuneena”',
  'cookies.lang': 'Muistaa kielesi.',
  'cookies.langDuration': '1 vuosi',
  'cookies.theme': 'Muistaa vaalean tai tumman teeman.',
  'cookies.consent': 'Muistaa, että olet lukenut evästeilmoituksen.',
  'cookies.appData':
    'Käyttäjäsi ja asetuksesi hallintapaneelissa, jotta avoimet välilehdet pysyvät ajan tasalla. Poistetaan, kun kirjaudut ulos.',
  'cookies.offlineCache': 'Kopiot käymistäsi sivuista, jotta ne avautuvat ilman yhteyttä.',
  'cookies.storageHttpOnly': 'Eväste, jota skriptit eivät voi lukea',
  'cookies.storageBoth': 'Eväste ja paikallinen tallennustila',
  'cookies.storageLocal': 'Paikallinen tallennustila',
  'cookies.storageCache': 'Selaimen välimuisti',
  'cookies.untilCleared': 'Kunnes poistat sen',
  'cookies.untilLogout': 'Kunnes kirjaudut ulos',
  'cookies.untilUpdate': 'Sivuston seuraavaan versioon asti',
  'cookies.device':
    'Muistaa, että tällä selaimella on kirjauduttu tilillesi aiemmin, jotta salasanaasi arvaava ei voi pakottaa sinua lisätarkistuksiin.',
  'cookies.deviceDuration': '1 vuosi',
  'cookies.unlock': 'Muistaa, että annoit suojatun dynatagin pääsykoodin, vain kyseisen tagin sivulla.',
  'cookies.unlockDuration': '2 tuntia',
  'cookies.prefixNote':
    'Suojatulla sivustollamme kirjautumisevästeiden nimissä on etuliite __Host- (esimerkiksi __Host-dc_access) ja dynatagin evästeessä __Secure-: selain pitää ne silloin vain osoitteessamme ja salatuissa yhteyksissä.',
  'cookies.viewsTitle': 'Katselut ilman evästeitä',
  'cookies.viewsText':
    'Kun joku avaa profiilin tai dynatagin, laskemme katselun ilman evästettä. Yksilöllisten kävijöiden erottamiseen käytämme koodia, joka vaihtuu päivittäin eikä ole jäljitettävissä henkilöön.',
  'cookies.manageTitle': 'Näin poistat ne',
  'cookies.manageText':
    'Kirjaudu ulos poistaaksesi kirjautumisen evästeet ja hallintapaneelin tiedot. Kaiken muun voit poistaa selaimen asetuksista tälle sivustolle; kielesi ja teemasi palautuvat silloin oletuksiin.',

  // test page
  'test.title': 'Järjestelmätesti',
  'test.description':
    'Tarkistaa, mitä Dynacard tarvitsee selaimeltasi: kieli, teema, yhteys, offline-tuki ja API.',
  'test.heroTitle': 'Testaa selaimesi',
  'test.heroText':
    'Tämä sivu tarkistaa, mitä Dynacard tarvitsee selaimeltasi. Jos jokin on merkitty punaisella, lähetä kuvakaappaus tästä sivusta asiakastuelle.',
  'test.language': 'Kieli',
  'test.pageLanguage': 'Sivu',
  'test.storedLanguage': 'Tallennettu valinta',
  'test.browserLanguages': 'Selain',
  'test.theme': 'Teema',
  'test.appliedTheme': 'Näytössä',
  'test.storedTheme': 'Tallennettu valinta',
  'test.systemTheme': 'Järjestelmän asetus',
  'test.light': 'Vaalea',
  'test.dark': 'Tumma',
  'test.connection': 'Yhteys',
  'test.online': 'Yhteydessä',
  'test.offline': 'Ei yhteyttä',
  'test.serviceWorker': 'Offline-tuki',
  'test.swUnsupported': 'Tämä selain ei tue sitä',
  'test.swNone': 'Ei vielä asennettu',
  'test.swActive': 'Käytössä',
  'test.swWaiting': 'Asennetaan',
  'test.swControlling': 'hallitsee tätä sivua',
  'test.api': 'API',
  'test.apiOk': 'Tavoitettavissa, {ms} ms',
  'test.apiFail': 'Ei tavoitettavissa',
  'test.storage': 'Paikallinen tallennustila',
  'test.cookies': 'Evästeet',
  'test.available': 'Käytettävissä',
  'test.unavailable': 'Ei käytettävissä',
  'test.installed': 'Asennettu sovelluksena',
  'test.yes': 'Kyllä',
  'test.no': 'Ei',
  'test.screen': 'Ikkuna',
  'test.browser': 'Selain',
  'test.notSet': 'Ei asetettu',
  'test.checking': 'Tarkistetaan…',
  'test.runAgain': 'Suorita testi uudelleen',

  // 404, offline, redirects
  'notFound.title': 'Sivua ei löytynyt',
  'notFound.heroTitle': 'Emme löytäneet sitä sivua',
  'notFound.text':
    'Osoitteessa voi olla kirjoitusvirhe, tai sivu on siirretty. Aloita alusta etusivulta tai katso kysymyksistä.',
  'notFound.home': 'Siirry etusivulle',
  'notFound.questions': 'Lue kysymyksiä ja vastauksia',
  'offlinePage.title': 'Olet offline-tilassa',
  'offlinePage.text':
    'Tätä sivua ei ole vielä tallennettu laitteellesi. Yhdistä uudelleen internetiin ja yritä uudelleen.',
  'offlinePage.retry': 'Yritä uudelleen',
  'unavailablePage.title': 'Sivu ei ole tilapäisesti saatavilla',
  'unavailablePage.text':
    'Emme tavoita sitä juuri nyt. Se palaa yleensä minuutin kuluessa, joten yritä hetken kuluttua uudelleen.',
  'unavailablePage.retry': 'Yritä uudelleen',
  'redirect.login': 'Avataan kirjautumista…',
  'redirect.register': 'Avataan rekisteröitymistä…',
  'redirect.continue': 'Jatka',
};
