import type { site as en } from '../en/site';

export const site: Record<keyof typeof en, string> = {
  productName: 'Dynacard',

  // layout
  'nav.start': 'Start',
  'nav.businessCard': 'Visitkort',
  'nav.dynatags': 'Dynatags',
  'nav.questions': 'Frågor',
  'nav.contact': 'Kontakt',
  'nav.dashboard': 'Kontrollpanel',
  'nav.login': 'Logga in',
  'nav.register': 'Skapa konto',
  'nav.mainLabel': 'Huvudmeny',
  'nav.openMenu': 'Öppna menyn',
  'nav.closeMenu': 'Stäng menyn',
  'nav.skipToContent': 'Hoppa till innehållet',
  'nav.home': 'Dynacard, till startsidan',
  'theme.toggle': 'Mörkt tema',
  'language.label': 'Språk: {name}',
  'language.choose': 'Välj språk',
  'footer.tagline': 'Digitala visitkort och dynamiska QR-koder, gjorda i Sverige för Sverige och Finland.',
  'footer.copyright': 'Dynacard. Alla rättigheter förbehållna.',
  'footer.links': 'Länkar',
  'footer.terms': 'Villkor',
  'footer.changelog': 'Ändringslogg',
  'footer.apiDocs': 'API-dokumentation',
  'footer.cookies': 'Cookies',
  'footer.social': 'Dynacard i sociala medier',
  'changelog.title': 'Ändringslogg',
  'changelog.loading': 'Hämtar ändringsloggen…',
  'changelog.error': 'Ändringsloggen kunde inte hämtas. Försök igen om en liten stund.',
  'common.close': 'Stäng',
  'common.exclVat': 'exkl. moms',
  'common.inclVat': '{price} inkl. moms',
  'common.perMonth': 'per månad',
  'common.perCard': 'per kort',
  'offline.message': 'Anslut till internet igen',
  'offline.dismiss': 'Stäng',
  'consent.title': 'Cookies på Dynacard',
  'consent.text':
    'Vi använder bara de cookies och den lokala lagring som Dynacard behöver för att fungera: din inloggning, ditt språk, ditt tema och det här valet. Ingen reklam, ingen spårning.',
  'consent.accept': 'OK, jag förstår',
  'consent.readMore': 'Läs cookiepolicyn',

  // example card
  'card.label': 'Exempel på kortet {name}',
  'card.demoTitle': 'Försäljningschef',
  'card.scan': 'Skanna eller blippa',

  // start page
  'start.title': 'Digitala visitkort och dynamiska QR-koder',
  'start.description':
    'Ett visitkort i metall med QR-kod och NFC-chip som alltid öppnar din aktuella profil, och dynatags för allt annat du vill dela med en kod.',
  'start.heroEyebrow': 'Metallkort · QR-kod · NFC',
  'start.heroTitle': 'Ditt visitkort, alltid aktuellt',
  'start.heroText':
    'Ett visitkort i metall med QR-kod och NFC-chip som öppnar din digitala profil. Ändra dina uppgifter när du vill – kortet behöver aldrig tryckas om.',
  'start.ctaSignup': 'Skapa ett gratis konto',
  'start.ctaCards': 'Se korten',
  'start.heroNote': 'Gratis att börja. Du kan dela din profil innan kortet har kommit.',
  'start.stepsTitle': 'Igång i tre steg',
  'start.step1Title': 'Skapa din profil',
  'start.step1Text':
    'Lägg till foto, kontaktuppgifter, länkar och företagen du arbetar för. Det tar några minuter.',
  'start.step2Title': 'Beställ ditt kort',
  'start.step2Text':
    'Välj svart eller guld metall och vad som ska graveras. Kortet är hos dig inom 2–7 dagar.',
  'start.step3Title': 'Dela med en blipp',
  'start.step3Text':
    'Håll kortet mot en telefon eller låt någon skanna koden. Din profil öppnas i webbläsaren – ingen app behövs.',
  'start.servicesTitle': 'Två tjänster, ett konto',
  'start.cardTitle': 'Digitalt visitkort',
  'start.cardText':
    'Ett kort för hela karriären. När du byter titel, telefonnummer eller företag uppdaterar du profilen, och alla kort du har delat ut visar de nya uppgifterna.',
  'start.cardLink': 'Utforska visitkorten',
  'start.dynatagsTitle': 'Dynatags',
  'start.dynatagsText':
    'QR-kodsajter för menyer, manualer, skyltar och evenemang. Bygg dem av moduler, se hur många som besöker dem och lås dem med kod eller till en plats.',
  'start.dynatagsLink': 'Utforska dynatags',
  'start.plansTitle': 'Planer för alla behov',
  'start.plansIntro': 'Börja gratis och uppgradera när du behöver mer. Priser exklusive moms.',
  'start.planFreeName': 'Gratis',
  'start.planFreeFeatures':
    'En grundprofil\nEn företagsprofil\nDela dina kontaktuppgifter\nBjud in kollegor\nEtt begränsat antal egna företag',
  'start.planMonthlyName': 'Prenumeration',
  'start.planMonthlyFeatures':
    'Allt i Gratis\nFlera profiler och företag\nUppladdning av filer\nEgna länkar\nByt profil med ett klick',
  'start.planLifetimeName': 'Livstid',
  'start.planLifetimePer': 'en betalning',
  'start.planLifetimeFeatures': 'Allt i Prenumeration\nAldrig någon månadsavgift',
  'start.planPopular': 'Populärast',
  'start.planCta': 'Kom igång',
  'start.teamsTitle': 'Gjort för team',
  'start.teamsText':
    'Företag samlar logotyp, färger, länkar och filer på ett ställe, och varje kollegas profil visar dem.',
  'start.teamsPoints':
    'Ägare beställer kort till kollegor och betalar per företag\nBjud in kollegor via e-post och utse fler ägare\nEn faktura i månaden, skickad digitalt\nKollegor som slutar tar ingenting med sig',
  'start.appTitle': 'Installera som en app',
  'start.appText':
    'Lägg till Dynacard på hemskärmen från webbläsarens meny. Den öppnas i ett eget fönster och startsidan fungerar utan uppkoppling.',
  'start.apiTitle': 'Ett öppet API',
  'start.apiText':
    'Allt i Dynacard finns i ett dokumenterat REST-API, så att du kan koppla ihop dina egna system med en personlig API-nyckel.',
  'start.apiLink': 'Läs API-dokumentationen',
  'start.welcomeTitle': 'Välkommen tillbaka',
  'start.welcomeText': 'Fortsätt där du slutade.',
  'start.goProfiles': 'Dina profiler',
  'start.goCompanies': 'Företag',
  'start.goDynatags': 'Dynatags',
  'start.goOrders': 'Beställningar',

  // business card page
  'cards.title': 'Visitkort',
  'cards.description':
    'Sex visitkort i metall med QR-kod och NFC-chip, i svart eller guld, från {price} exklusive moms. Levereras inom 2–7 dagar.',
  'cards.heroTitle': 'Ett visitkort i metall som aldrig blir inaktuellt',
  'cards.heroText':
    'Borstad metall, en lasergraverad QR-kod och ett NFC-chip inuti. Kortet öppnar din digitala profil, så uppgifterna är alltid de du sparade senast.',
  'cards.typesTitle': 'Sex kort att välja mellan',
  'cards.typesIntro':
    'Alla kort finns i svart eller guldfärgad metall. Graveringarna lasras i svartvitt, så logotyper och bilder får ett skarpt och klassiskt uttryck.',
  'cards.blackPersonal': 'Svart Personligt',
  'cards.blackCompany': 'Svart Företag',
  'cards.blackSimple': 'Svart Enkelt',
  'cards.goldPersonal': 'Guld Personligt',
  'cards.goldCompany': 'Guld Företag',
  'cards.goldSimple': 'Guld Enkelt',
  'cards.personalText':
    'Ditt namn, en rad text som din titel, ditt telefonnummer och din e-post graverade bredvid QR-koden, med valfri logotyp eller bild.',
  'cards.companyText':
    'Företagets logotyp och namn för ett enhetligt uttryck i hela teamet. Koden öppnar ändå varje kollegas egen profil.',
  'cards.simpleText': 'Bara QR-koden och en logotyp eller bild som du väljer. Stilrent och diskret.',
  'cards.featuresTitle': 'I varje kort',
  'cards.features':
    'Ett NFC-chip som fungerar med iPhone och Android\nEn QR-kod som alla mobilkameror kan läsa\nDin profil öppnas i webbläsaren, ingen app behövs\nEn knapp för att spara dig bland telefonens kontakter\nÄndringar i profilen syns direkt, på alla kort',
  'cards.shippingTitle': 'Frakt och leverans',
  'cards.shippingNational': 'Frakt inom Sverige',
  'cards.shippingInternational': 'Frakt till andra länder',
  'cards.delivery': 'Beräknad leveranstid är 2–7 dagar efter beställningen.',
  'cards.alternativeAddress':
    'Varje kort kan skickas till en egen adress, så att kollegor får sitt där de arbetar.',
  'cards.orderTitle': 'Så beställer du',
  'cards.orderSteps':
    'Skapa ett gratis konto och verifiera din e-postadress.\nSkapa ditt företag och fyll i dess faktureringsuppgifter.\nÖppna Beställningar, välj kort till dig själv eller dina kollegor och anpassa dem.\nLägg till leveransadress och eventuella rabattkoder, kontrollera summan och skicka beställningen.',
  'cards.orderNote':
    'Kort beställs av företagets ägare. Overifierade konton raderas efter 60 dagar och deras kort slutar fungera, så verifiera din e-post först.',
  'cards.cta': 'Skapa ett konto för att beställa',
  'cards.vatNote': 'Priser i svenska kronor exklusive 25 % moms.',

  // dynatags page
  'dynatags.title': 'Dynatags',
  'dynatags.description':
    'Dynatags är QR-kodsajter byggda av moduler: text, filer, kartor, länkar, kontakter med mera, med besöksstatistik, lösenkod och geolås.',
  'dynatags.heroTitle': 'En QR-kod, innehåll du kan ändra när som helst',
  'dynatags.heroText':
    'En dynatag är en liten webbsida bakom en tryckt QR-kod. Tryck koden en gång och ändra vad den visar när du vill: en meny, en manual, en karta eller en kontaktlista.',
  'dynatags.demoSubtitle': 'Meny och öppettider',
  'dynatags.useCasesTitle': 'Där dynatags passar',
  'dynatags.useCases':
    'Menyer och öppettider på restauranger och kaféer\nManualer, garantier och säkerhetsdatablad på produkter\nSkyltar vid visningar och på byggarbetsplatser\nProgram, kartor och kontakter på evenemang\nUtställningar, guidade turer och museer\nLoggböcker och instruktioner för delad utrustning',
  'dynatags.modulesTitle': 'Byggda av moduler',
  'dynatags.modulesIntro':
    'En dynatag är en sida av moduler i den ordning du väljer. Blanda dem fritt och flytta om dem när du vill.',
  'dynatags.mod.wysiwyg': 'Text och bild',
  'dynatags.mod.wysiwygText': 'Formaterad text med rubriker, listor, bilder och länkar.',
  'dynatags.mod.files': 'Filer',
  'dynatags.mod.filesText': 'Dokument, bilder, ljud och video att ladda ner.',
  'dynatags.mod.pdf': 'PDF-visare',
  'dynatags.mod.pdfText': 'En PDF som visas direkt på sidan, upp till 4 MB.',
  'dynatags.mod.map': 'Karta',
  'dynatags.mod.mapText': 'En karta centrerad på en adress eller plats.',
  'dynatags.mod.mapRoute': 'Rutt',
  'dynatags.mod.mapRouteText': 'En rutt på kartan, till exempel en promenad, ett spår eller en väg in.',
  'dynatags.mod.mapMarkers': 'Karta med markörer',
  'dynatags.mod.mapMarkersText':
    'Upp till 1000 markörer, med en egen bild, till exempel en planritning, som överlägg.',
  'dynatags.mod.links': 'Länkar',
  'dynatags.mod.linksText': 'Upp till 20 knappar med egen text och egna färger.',
  'dynatags.mod.iframe': 'Inbäddad sida',
  'dynatags.mod.iframeText': 'En annan webbsida, ett bokningsformulär eller en video, i den höjd du väljer.',
  'dynatags.mod.socials': 'Sociala medier',
  'dynatags.mod.socialsText': 'Dina konton i de nätverk du använder.',
  'dynatags.mod.contacts': 'Kontakter',
  'dynatags.mod.contactsText': 'Personer att nå, med telefonnummer och e-post.',
  'dynatags.mod.disqus': 'Disqus-kommentarer',
  'dynatags.mod.disqusText': 'En diskussionstråd från din Disqus-sajt.',
  'dynatags.mod.htmlCommentBox': 'HTML Comment Box',
  'dynatags.mod.htmlCommentBoxText': 'En enkel gästbok som besökare kan skriva i.',
  'dynatags.mod.translation': 'Översättning',
  'dynatags.mod.translationText': 'Låter besökare läsa sidan på sitt eget språk.',
  'dynatags.featuresTitle': 'Full kontroll över varje kod',
  'dynatags.statsTitle': 'Statistik',
  'dynatags.statsText':
    'Totala och unika visningar per dag den här månaden, per månad i år och per år. Visningar räknas utan cookies.',
  'dynatags.passcodeTitle': 'Lösenkod',
  'dynatags.passcodeText':
    'Skydda en dynatag med en lösenkod eller PIN. Håll den låst, eller lås eller lås upp den ett antal timmar – återstående tid visas.',
  'dynatags.geolockTitle': 'Geolås',
  'dynatags.geolockText':
    'Visa innehållet bara för besökare inom ett avstånd du bestämmer. Besökarens telefon delar sin position och ser hur långt bort den är.',
  'dynatags.organiseTitle': 'Mappar och samarbete',
  'dynatags.organiseText':
    'Sortera dynatags i mappar. Om en kollega ändrar en dynatag medan du redigerar den varnas du innan något skrivs över.',
  'dynatags.pricingTitle': 'Priser',
  'dynatags.serviceName': 'Dynatag-tjänsten',
  'dynatags.serviceText': '{units, plural, one {# dynatag ingår} other {# dynatags ingår}}',
  'dynatags.perDay': 'eller {price} per dag',
  'dynatags.extraName': 'Extra dynatag',
  'dynatags.extraText': 'För varje dynatag utöver de som ingår',
  'dynatags.billingNote':
    'Faktureras månadsvis till ett företag med faktureringsuppgifter. Priser i svenska kronor exklusive 25 % moms.',
  'dynatags.limitsTitle': 'Plats att växa',
  'dynatags.limits':
    'Upp till 500 dynatags per företag\nUpp till 10 filer och 20 MB per dynatag\nMappar i upp till 5 nivåer\nUpp till 1000 markörer på en karta',
  'dynatags.cta': 'Kom igång med dynatags',

  // contact page
  'contact.title': 'Kontakt',
  'contact.description':
    'Frågor om kort, dynatags, beställningar eller ditt konto? Skriv till Dynacards sälj- eller supportteam.',
  'contact.heroTitle': 'Hör av dig',
  'contact.heroText':
    'Fråga oss om kort till ditt team, dynatags, en beställning eller ditt konto. Vi svarar vardagar, oftast inom en arbetsdag.',
  'contact.formTitle': 'Skicka ett meddelande',
  'contact.name': 'Namn',
  'contact.email': 'E-post',
  'contact.subject': 'Ämne',
  'contact.message': 'Meddelande',
  'contact.send': 'Skicka meddelandet',
  'contact.checking': 'Kontrollerar att du inte är en robot…',
  'contact.sending': 'Skickar…',
  'contact.privacy': 'Vi använder bara dina uppgifter för att svara dig.',
  'contact.humanCheck':
    'I stället för ett pussel löser din webbläsare en kort beräkning som visar att den inte är en robot.',
  'contact.timeout': 'Begäran tog för lång tid, försök igen om en liten stund',
  'contact.offline': 'Anslut till internet igen',
  'contact.unknownError': 'Hoppsan - ett okänt fel uppstod',
  'contact.salesTitle': 'Försäljning',
  'contact.salesText': 'Beställningar, priser, kort till team och större företag.',
  'contact.supportTitle': 'Support',
  'contact.supportText': 'Ditt konto, kort som inte går att skanna, dynatags och API:et.',
  'contact.addressesTitle': 'Skriv direkt till oss',

  // questions page
  'questions.title': 'Frågor och svar',
  'questions.description':
    'Svar på vanliga frågor om Dynacards visitkort, dynatags, priser, leverans, prenumerationer och dina uppgifter.',
  'questions.heroTitle': 'Vanliga frågor',
  'questions.heroText': 'De korta svaren på det vi får frågor om oftast.',
  'questions.q1': 'Vad är Dynacard?',
  'questions.a1':
    'Dynacard är ett digitalt visitkort och en tjänst för dynamiska QR-koder. Metallkortet har en QR-kod och ett NFC-chip som öppnar din profil i webbläsaren, och med dynatags lägger du innehåll som går att ändra bakom vilken tryckt kod som helst.',
  'questions.q2': 'Behöver personen jag träffar en app?',
  'questions.a2':
    'Nej. QR-koden läses av kameran i alla smarta telefoner och NFC-chipet av de flesta nyare telefoner. Profilen öppnas i webbläsaren, där de kan spara dig bland sina kontakter.',
  'questions.q3': 'Vilka telefoner kan läsa NFC-chipet?',
  'questions.a3':
    'iPhone XS och nyare läser det utan någon inställning. De flesta Android-telefoner läser det när NFC är påslaget. Alla telefoner kan alltid skanna QR-koden i stället.',
  'questions.q4': 'Vad händer när jag byter jobb eller telefonnummer?',
  'questions.a4':
    'Du uppdaterar din profil och kortet visar de nya uppgifterna direkt. Du behöver aldrig trycka om det.',
  'questions.q5': 'Vad kostar det?',
  'questions.a5':
    'Kontot är gratis. En prenumeration kostar {monthly} per månad, eller {lifetime} en gång för livstid. Kort kostar från {card} och dynatags från {dynatags} per månad. Alla priser är exklusive moms.',
  'questions.q6': 'Vad är skillnaden mellan Gratis och en prenumeration?',
  'questions.a6':
    'Gratis ger dig en profil, en företagsprofil, delning av kontaktuppgifter och inbjudningar av kollegor. En prenumeration lägger till flera profiler och företag, uppladdning av filer, egna länkar och byte mellan profiler.',
  'questions.q7': 'Hur lång är leveranstiden?',
  'questions.a7':
    'Oftast 2–7 dagar. Frakt inom Sverige kostar {national} och till andra länder {international}.',
  'questions.q8': 'Kan jag beställa kort till mina kollegor?',
  'questions.a8':
    'Ja. Som ägare av ett företag beställer du kort till kollegor, vart och ett med egen design och leveransadress, och företaget betalar.',
  'questions.q9': 'Vad är en dynatag?',
  'questions.a9':
    'En liten webbsida bakom en QR-kod, byggd av moduler som text, filer, kartor och länkar. Du ändrar innehållet utan att ändra koden.',
  'questions.q10': 'Kan jag begränsa vem som ser en dynatag?',
  'questions.a10':
    'Ja. Lägg till en lösenkod, permanent eller ett antal timmar, eller ett geolås så att bara besökare inom ett visst avstånd kan öppna den.',
  'questions.q11': 'Hur säger jag upp min prenumeration?',
  'questions.a11':
    'I kontrollpanelen under Prenumerationer, med en uppsägningstid på {days, plural, one {# dag} other {# dagar}}. När prenumerationen upphör raderas dina uppladdade filer och du behåller din senast aktiva profil.',
  'questions.q12': 'Varför måste jag verifiera min e-postadress?',
  'questions.a12':
    'Så att vi vet att kontot är ditt. Overifierade konton raderas efter 60 dagar, och deras kort slutar fungera.',
  'questions.q13': 'Vad händer med mina uppgifter om jag raderar mitt konto?',
  'questions.a13':
    'Ditt konto och dess uppgifter raderas direkt och kan inte återställas. Faktureringsuppgifter (fakturor med faktureringsuppgifterna på dem) sparas i 60 dagar för slutfakturan och frågor om den, och raderas sedan.',
  'questions.q14': 'Finns det ett API?',
  'questions.a14':
    'Ja, ett öppet REST-API med dokumentation. Skapa en personlig API-nyckel i dina kontoinställningar. Nya användare kan bara skapas i Dynacard.',
  'questions.moreTitle': 'Hittade du inte svaret?',
  'questions.moreText': 'Skriv till oss så svarar vi inom en arbetsdag.',
  'questions.moreLink': 'Kontakta oss',

  // terms page
  'terms.title': 'Användarvillkor',
  'terms.description': 'Villkoren för att använda Dynacards visitkort, dynatags, prenumerationer och API.',
  'terms.updated': 'Senast uppdaterade {date}',
  'terms.intro':
    'Dessa villkor gäller när du använder Dynacard, tjänsten för digitala visitkort och dynatags (”tjänsten”). Genom att skapa ett konto godkänner du dem.',
  'terms.s1Title': '1. Tjänsten',
  'terms.s1Text':
    'Med Dynacard har du digitala profiler, kopplar dem till företag och delar dem genom metallkort med QR-kod och NFC-chip och genom dynatags. Tjänsten finns på svenska, engelska och finska.',
  'terms.s2Title': '2. Ditt konto',
  'terms.s2Text':
    'Du ska lämna korrekta uppgifter och hålla ditt lösenord för dig själv; vi rekommenderar tvåstegsverifiering. Verifiera din e-postadress inom 60 dagar, annars raderas kontot automatiskt. Konton kan bara skapas i tjänsten.',
  'terms.s3Title': '3. Planer och betalning',
  'terms.s3Text':
    'Gratisplanen har de funktioner som beskrivs på vår webbplats. En prenumeration betalas av ett företag per användare, faktureras månadsvis och skickas digitalt; en livstidsprenumeration betalas en gång. Priser visas exklusive moms; 25 % moms tillkommer.',
  'terms.s4Title': '4. Uppsägning',
  'terms.s4Text':
    'En prenumeration upphör i slutet av uppsägningstiden på {days, plural, one {# dag} other {# dagar}}, räknat från dagen du säger upp den. När den upphör raderas filerna du laddat upp och kontot behåller den senast aktiva profilen.',
  'terms.s5Title': '5. Kort och beställningar',
  'terms.s5Text':
    'Kort beställs av ägare till ett företag med verifierad e-postadress och betalas av företaget. Graveringar är svartvita. Beräknad leveranstid är 2–7 dagar. Ett kort öppnar profilen det är kopplat till och slutar fungera om det kontot raderas.',
  'terms.s6Title': '6. Dynatags',
  'terms.s6Text':
    'Dynatag-tjänsten faktureras månadsvis per företag och omfattar fem dynatags; fler kan läggas till. Du ansvarar för innehållet i dina dynatags, även lösenkoder och geolås som du sätter.',
  'terms.s7Title': '7. Ditt innehåll',
  'terms.s7Text':
    'Du äger det du publicerar. Du ger oss rätt att lagra och visa det så att tjänsten fungerar. Innehåll som bryter mot lagen eller andras rättigheter är inte tillåtet och kan tas bort.',
  'terms.s8Title': '8. Skälig användning',
  'terms.s8Text':
    'Använd inte tjänsten för spam, skadlig kod eller försök att nå uppgifter som inte är dina. API:et har gränser för antal anrop; använd din egen API-nyckel och håll den hemlig.',
  'terms.s9Title': '9. Personuppgifter',
  'terms.s9Text':
    'Vi behandlar personuppgifter enligt EU:s dataskyddsförordning, och bara för att tillhandahålla tjänsten. När du raderar ditt konto eller ett företag tas uppgifterna bort direkt, utom faktureringsuppgifterna: fakturor och kreditfakturor med faktureringsuppgifterna på dem (företagsnamn, organisationsnummer, faktura-e-post och adress) och namnen på avslutade abonnemang sparas i 60 dagar, så att slutfakturan kan betalas och frågor om den besvaras, och raderas sedan. Bokföringen av en faktura sparas i vårt bokföringssystem så länge bokföringslagen kräver. Läs cookiepolicyn om vad vi sparar i din webbläsare.',
  'terms.s10Title': '10. Tillgänglighet och ansvar',
  'terms.s10Text':
    'Vi arbetar för hög tillgänglighet och sparar 14 säkerhetskopior, men kan inte lova att tjänsten aldrig avbryts. Vårt ansvar är begränsat till vad du betalat oss under de senaste tolv månaderna.',
  'terms.s11Title': '11. Ändringar',
  'terms.s11Text':
    'Vi meddelar dig via e-post minst 30 dagar innan en ändring av villkoren börjar gälla. Om du inte godtar ändringen kan du säga upp tjänsten innan dess.',
  'terms.s12Title': '12. Lag och tvister',
  'terms.s12Text':
    'Svensk lag gäller och tvister avgörs av svensk domstol. Som konsument behåller du det skydd som lagen i ditt eget land ger dig.',

  // cookies page
  'cookies.title': 'Cookiepolicy',
  'cookies.description': 'Vilka cookies och vilken lokal lagring Dynacard använder, varför och hur länge.',
  'cookies.intro':
    'Dynacard sparar bara det som tjänsten behöver för att fungera. Vi använder inga cookies för reklam, analys eller spårning, och vi delar ingenting med tredje part.',
  'cookies.tableTitle': 'Det här sparar vi',
  'cookies.colName': 'Namn',
  'cookies.colPurpose': 'Syfte',
  'cookies.colStorage': 'Var',
  'cookies.colDuration': 'Hur länge',
  'cookies.access': 'Håller dig inloggad.',
  'cookies.accessDuration': '10 minuter, förnyas medan du använder tjänsten',
  'cookies.refresh': 'Förnyar din inloggning utan att fråga efter lösenordet.',
  'cookies.refreshDuration': '1 timme, eller 30 dagar med ”håll mig inloggad”',
  'cookies.lang': 'Kommer ihåg ditt språk.',
  'cookies.langDuration': '1 år',
  'cookies.theme': 'Kommer ihåg ljust eller mörkt tema.',
  'cookies.consent': 'Kommer ihåg att du har läst cookie-informationen.',
  'cookies.appData':
    'Din användare och dina inställningar i kontrollpanelen, så att öppna flikar hålls i takt. Tas bort när du loggar ut.',
  'cookies.offlineCache': 'Kopior av sidor du besökt, så att de öppnas utan uppkoppling.',
  'cookies.storageHttpOnly': 'Cookie, kan inte läsas av skript',
  'cookies.storageBoth': 'Cookie och lokal lagring',
  'cookies.storageLocal': 'Lokal lagring',
  'cookies.storageCache': 'Webbläsarens cache',
  'cookies.untilCleared': 'Tills du tar bort den',
  'cookies.untilLogout': 'Tills du loggar ut',
  'cookies.untilUpdate': 'Till nästa version av webbplatsen',
  'cookies.device':
    'Kommer ihåg att den här webbläsaren har loggat in på ditt konto tidigare, så att någon som gissar ditt lösenord inte kan tvinga dig att göra extra kontroller.',
  'cookies.deviceDuration': '1 år',
  'cookies.unlock':
    'Kommer ihåg att du har angett lösenkoden till en skyddad dynatagg, bara på den taggens sida.',
  'cookies.unlockDuration': '2 timmar',
  'cookies.prefixNote':
    'På vår säkra webbplats har inloggningens cookies prefixet __Host- (till exempel __Host-dc_access) och dynataggens cookie prefixet __Secure-: webbläsaren håller dem då till vår adress och bara till krypterade anslutningar.',
  'cookies.viewsTitle': 'Visningar utan cookies',
  'cookies.viewsText':
    'När någon öppnar en profil eller en dynatag räknar vi visningen utan cookie. För att skilja unika besökare åt använder vi en kod som byts varje dag och inte kan spåras till en person.',
  'cookies.manageTitle': 'Så tar du bort dem',
  'cookies.manageText':
    'Logga ut för att ta bort inloggningens cookies och kontrollpanelens uppgifter. Allt annat tar du bort i webbläsarens inställningar för den här webbplatsen; då återställs ditt språk och tema.',

  // test page
  'test.title': 'Systemtest',
  'test.description':
    'Kontrollerar vad Dynacard behöver av din webbläsare: språk, tema, uppkoppling, offlinestöd och API:et.',
  'test.heroTitle': 'Testa din webbläsare',
  'test.heroText':
    'Den här sidan kontrollerar vad Dynacard behöver av din webbläsare. Om något är markerat med rött, skicka en skärmbild av sidan till supporten.',
  'test.language': 'Språk',
  'test.pageLanguage': 'Sidan',
  'test.storedLanguage': 'Sparat val',
  'test.browserLanguages': 'Webbläsaren',
  'test.theme': 'Tema',
  'test.appliedTheme': 'Visas',
  'test.storedTheme': 'Sparat val',
  'test.systemTheme': 'Systemets inställning',
  'test.light': 'Ljust',
  'test.dark': 'Mörkt',
  'test.connection': 'Uppkoppling',
  'test.online': 'Ansluten',
  'test.offline': 'Frånkopplad',
  'test.serviceWorker': 'Offlinestöd',
  'test.swUnsupported': 'Stöds inte av den här webbläsaren',
  'test.swNone': 'Inte installerat än',
  'test.swActive': 'Aktivt',
  'test.swWaiting': 'Installeras',
  'test.swControlling': 'styr den här sidan',
  'test.api': 'API',
  'test.apiOk': 'Nåbart på {ms} ms',
  'test.apiFail': 'Inte nåbart',
  'test.storage': 'Lokal lagring',
  'test.cookies': 'Cookies',
  'test.available': 'Tillgänglig',
  'test.unavailable': 'Inte tillgänglig',
  'test.installed': 'Installerad som app',
  'test.yes': 'Ja',
  'test.no': 'Nej',
  'test.screen': 'Fönster',
  'test.browser': 'Webbläsare',
  'test.notSet': 'Inte satt',
  'test.checking': 'Kontrollerar…',
  'test.runAgain': 'Kör testet igen',

  // 404, offline, redirects
  'notFound.title': 'Sidan hittades inte',
  'notFound.heroTitle': 'Vi hittade inte den sidan',
  'notFound.text':
    'Adressen kan vara felstavad, eller så har sidan flyttats. Börja om från startsidan eller titta bland frågorna.',
  'notFound.home': 'Gå till startsidan',
  'notFound.questions': 'Läs frågor och svar',
  'offlinePage.title': 'Du är offline',
  'offlinePage.text':
    'Den här sidan är inte sparad på din enhet än. Anslut till internet igen och försök på nytt.',
  'offlinePage.retry': 'Försök igen',
  'unavailablePage.title': 'Sidan är tillfälligt otillgänglig',
  'unavailablePage.text':
    'Vi når den inte just nu. Den brukar vara tillbaka inom en minut, så försök igen om en liten stund.',
  'unavailablePage.retry': 'Försök igen',
  'redirect.login': 'Öppnar inloggningen…',
  'redirect.register': 'Öppnar registreringen…',
  'redirect.continue': 'Fortsätt',
};
