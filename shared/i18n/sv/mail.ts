import type { mail as en } from '../en/mail';

export const mail: Record<keyof typeof en, string> = {
  greeting: 'Hej {name},',
  signature: 'Vänliga hälsningar,\nDynacard',
  // A person's own email signature and video-call background (the signatures module)
  sigCardLink: 'Mitt digitala visitkort',
  sigQrAlt: 'QR-kod till det digitala visitkortet för {name}',
  sigPhotoAlt: 'Foto av {name}',
  bgScan: 'Skanna för mitt visitkort',
  ignore: 'Om du inte har bett om detta kan du bortse från mejlet.',
  linkFallback: 'Om knappen inte fungerar, kopiera den här adressen till din webbläsare:',
  verifySubject: 'Verifiera din e-post för Dynacard',
  verifyBody:
    'Välkommen till Dynacard! Bekräfta din e-postadress för att behålla ditt konto. Overifierade konton raderas efter 60 dagar.',
  verifyAction: 'Verifiera e-post',
  resetSubject: 'Återställ ditt lösenord för Dynacard',
  resetBody:
    'Någon har bett om att återställa lösenordet för ditt Dynacard-konto. Länken fungerar i {hours, plural, one {# timme} other {# timmar}}.',
  resetAction: 'Välj ett nytt lösenord',
  changeEmailSubject: 'Bekräfta din nya e-post för Dynacard',
  changeEmailBody:
    'Bekräfta att detta är den nya e-postadressen för ditt Dynacard-konto. Länken fungerar i {hours, plural, one {# timme} other {# timmar}} och bara medan du är inloggad på kontot.',
  changeEmailAction: 'Bekräfta ny e-post',
  activationSubject: 'Du är inbjuden till Dynacard',
  activationBody:
    '{inviter} har bjudit in dig till Dynacard. Välj ett lösenord och godkänn villkoren för att aktivera ditt konto.',
  activationAction: 'Aktivera konto',
  inquirySubject: 'Förfrågan från {name}: {subject}',
  inquiryBody: 'En besökare har skickat ett meddelande via kontaktformuläret.',
  inquiryFrom: 'Från',
  inquiryLanguage: 'Språk',
  inquiryTopic: 'Ämne',
  inquiryReply: 'Svara på det här mejlet för att svara {name}.',
  footer: 'Dynacard · digitala visitkort och dynamiska QR-koder',
  inviteSubject: '{inviter} har bjudit in dig till {company} på Dynacard',
  inviteBody:
    '{inviter} har bjudit in dig att gå med i {company} på Dynacard. Öppna dina företag för att acceptera eller avböja inbjudan.',
  inviteAction: 'Öppna företag',
  leadSubject: '{visitor} har lämnat sina kontaktuppgifter på ditt kort',
  leadBody:
    '{visitor} öppnade ditt digitala visitkort och lämnade sina kontaktuppgifter till dig. Du hittar dem under Kontakter, "Mottagna från ditt kort", där du också kan ladda ner dem som kontaktkort.',
  leadAction: 'Öppna mottagna kontakter',
  leadFull:
    'Din lista över mottagna kontakter är nu full ({limit}): ta bort några så att besökare kan lämna sina uppgifter igen.',
  leadReply: 'Svara på det här mejlet för att skriva till {visitor}.',
  leadName: 'Namn',
  leadEmail: 'E-post',
  leadPhone: 'Telefon',
  leadCompany: 'Företag',
  tagLeadSubject: '{visitor} har skickat formuläret på din dynatagg {tag}',
  tagLeadBody:
    '{visitor} öppnade dynataggen {tag} från {company} och skickade dess formulär med sina kontaktuppgifter och svar. Du hittar dem under Kontakter, "Leads", där du också kan ladda ner dem som kontaktkort.',
  tagLeadTag: 'Dynatagg',
  tagLeadLabel: 'Rubrik på sidan',
  answerYes: 'Ja',
  answerNo: 'Nej',
  webhookDisabledSubject: 'En webhook för {company} är avstängd',
  webhookDisabledBody:
    'Leveranserna till {url} har misslyckats i ett dygn, så vi stängde av mottagaren och slutade skicka händelser till den. Kontrollera mottagaren och slå sedan på den igen under företagets webhooks; leveransloggen visar vad mottagaren svarade.',
  webhookDisabledAction: 'Öppna företag',
  reportSubjectWeekly: 'Din veckorapport från Dynacard, {period}',
  reportSubjectMonthly: 'Din månadsrapport från Dynacard, {period}',
  reportCompanySubjectWeekly: 'Veckorapport för {company}, {period}',
  reportCompanySubjectMonthly: 'Månadsrapport för {company}, {period}',
  reportIntro: 'Så här gick det för dina kort under {period}, jämfört med {previous}.',
  reportCompanyIntro:
    'Så här gick det för dynatags och kort hos {company} under {period}, jämfört med {previous}.',
  reportViews: 'Visningar',
  reportUnique: 'Unika besökare',
  reportProfiles: 'Profiler',
  reportDynatags: 'Dynatags',
  reportCards: 'Kort',
  reportCardScans: 'Varav kortskanningar',
  reportProfile: 'profil',
  reportDynatag: 'dynatag',
  reportCard: 'kort',
  reportLeads: 'Nya kontakter',
  reportChange: '{value} ({change} från {before})',
  reportChangeNew: '{value} (inga perioden före)',
  reportTop: 'Mest visade:',
  reportNoViews: 'Inga visningar under perioden.',
  reportChartAlt:
    'Diagrammet visar visningar per dag under {period} (heldragen linje) och under {previous} (streckad linje).',
  reportAction: 'Öppna kontrollpanelen',
  reportWhy:
    'Du får den här rapporten för att du har slagit på den i Dynacard. Ändra det i kontrollpanelen, eller avsluta med ett klick: {link}',
  reportUnsubscribeMine: 'din rapport',
  reportUnsubscribeCompany: 'rapporten för {company}',
  reportUnsubscribeTitle: 'Avsluta rapporten',
  reportUnsubscribeAsk: 'Sluta skicka {report} till {email}?',
  reportUnsubscribeButton: 'Avsluta',
  reportUnsubscribedTitle: 'Rapporten är avslutad',
  reportUnsubscribed:
    'Vi skickar inte längre {report} till {email}. Du kan slå på den igen i kontrollpanelen.',
  reportUnsubscribeInvalidTitle: 'Länken gäller inte',
  reportUnsubscribeInvalid:
    'Den här länken för att avsluta gäller inte. Ändra dina rapporter i kontrollpanelen.',
  reportUnsubscribeSettings: 'Öppna kontrollpanelen',
  orderReceivedSubject: 'Beställning {number} är mottagen',
  orderReceivedBody:
    'Tack för din beställning av {cards, plural, one {# kort} other {# kort}} till {company}. Vi har tagit emot den och börjar tillverka korten; de levereras inom ungefär {min} till {max, plural, one {# dag} other {# dagar}}.',
  orderShippedSubject: 'Beställning {number} är på väg',
  orderShippedBody:
    'Korten i beställning {number} till {company} är skickade. De kommer fram inom ungefär {min} till {max, plural, one {# dag} other {# dagar}}.',
  orderCancelledSubject: 'Beställning {number} är avbruten',
  orderCancelledBody:
    'Beställning {number} till {company} är avbruten; inget levereras eller faktureras för den.',
  orderAction: 'Öppna dina beställningar',
  orderNumber: 'Beställningsnummer',
  orderCompany: 'Företag',
  orderLine: '{quantity} × {type}, {recipient}',
  orderSubtotal: 'Delsumma exkl. moms',
  orderDiscount: 'Rabattkod {code}',
  orderShipping: 'Frakt',
  orderNet: 'Summa exkl. moms',
  orderParcel: 'Frakt till {place}',
  orderVat: 'Moms 25 %',
  orderTotal: 'Att betala inkl. moms',
  orderDelivery: 'Beräknad leverans',
  orderDeliveryDays: '{min}–{max, plural, one {# dag} other {# dagar}}',
  // invoices (api/src/modules/billing)
  invoiceSubject: 'Faktura {number} från {seller}',
  invoiceBody:
    'Här är faktura {number} till {company} för {period}. Fakturan är bifogad som PDF; betala {total} till bankgiro {bankgiro} med OCR-nummer {ocr} senast {due}.',
  creditSubject: 'Kreditfaktura {number} från {seller}',
  creditBody:
    'Här är kreditfaktura {number} till {company}, som krediterar faktura {credited}. Den är bifogad som PDF; {total} avräknas mot nästa betalning eller betalas tillbaka.',
  invoiceNumber: 'Fakturanummer',
  invoicePeriod: 'Period',
  invoiceTotal: 'Att betala inkl. moms',
  creditTotal: 'Krediterat inkl. moms',
  invoiceDue: 'Förfallodatum',
  invoiceOcr: 'OCR-nummer',
  invoiceBankgiro: 'Bankgiro',
  invoiceIban: 'IBAN / BIC',
  // subscriptions (api/src/modules/subscriptions)
  subscriptionByOwnerSubject: '{owner} har aktiverat din Dynacard-prenumeration',
  subscriptionByOwnerBody:
    '{owner} har aktiverat en prenumeration åt dig, betald av {company}. Nu kan du ha flera profiler och byta mellan dem, ladda upp filer och lägga till egna länkar.',
  subscriptionEndedByOwnerSubject: 'Din Dynacard-prenumeration är uppsagd',
  subscriptionEndedByOwnerBody:
    '{owner} har sagt upp din prenumeration som betalas av {company}. Den gäller till {date}; därefter raderas dina uppladdade filer och ditt kort visar den profil som då är aktiv. Aktivera en prenumeration själv före {date} så finns allt kvar.',
  subscriptionExpirySubject: 'Din Dynacard-prenumeration upphör {date}',
  subscriptionExpiryBody:
    'Din prenumeration som betalas av {company} upphör {date}. Då raderas dina uppladdade filer och ditt kort visar den profil som då är aktiv. Aktivera den igen före {date} så finns allt kvar.',
  subscriptionPayerDeletedSubject: 'Företaget som betalade din Dynacard-prenumeration har raderats',
  subscriptionPayerDeletedBody:
    '{company}, som betalade din prenumeration, har raderats. Prenumerationen gäller till {date}; aktivera den igen med ett annat företag som betalare före dess så finns allt kvar.',
  subscriptionRequestedSubject: '{name} ber {company} betala en Dynacard-prenumeration',
  subscriptionRequestedBody:
    '{name} ber att {company} betalar hens prenumeration. Inget faktureras om inte en ägare godkänner: godkänn eller avböj förfrågan under Prenumerationer › Kollegor.',
  subscriptionApprovedSubject: 'Din Dynacard-prenumeration är aktiverad',
  subscriptionApprovedBody:
    '{owner} godkände din förfrågan: {company} betalar din prenumeration. Nu kan du ha flera profiler och växla mellan dem, ladda upp filer och lägga till egna länkar.',
  subscriptionDeclinedSubject: 'Din förfrågan om prenumeration avböjdes',
  subscriptionDeclinedBody:
    '{owner} avböjde din förfrågan om att {company} ska betala din prenumeration. Inget faktureras. Du kan välja ett annat företag som betalare på sidan Prenumerationer.',
  subscriptionEndedNowSubject: 'Din Dynacard-prenumeration har upphört',
  subscriptionEndedNowBody:
    '{owner} avslutade i dag din prenumeration som {company} betalade. Dina uppladdade filer raderas och ditt kort stannar på den profil som är aktiv nu. Du kan aktivera en prenumeration som ett annat företag betalar på sidan Prenumerationer.',
  subscriptionEndedLeftSubject: 'Din Dynacard-prenumeration har upphört',
  subscriptionEndedLeftBody:
    'Du lämnade {company}, som betalade din prenumeration, så den upphörde i dag. Dina uppladdade filer raderas och ditt kort stannar på den profil som är aktiv nu. Du kan aktivera en prenumeration som ett annat företag betalar på sidan Prenumerationer.',
  subscriptionEndedRemovedSubject: 'Din Dynacard-prenumeration har upphört',
  subscriptionEndedRemovedBody:
    '{owner} tog bort dig från {company}, som betalade din prenumeration, så den upphörde i dag. Dina uppladdade filer raderas och ditt kort stannar på den profil som är aktiv nu. Du kan aktivera en prenumeration som ett annat företag betalar på sidan Prenumerationer.',
  subscriptionPlan: 'Prenumeration',
  subscriptionPaidBy: 'Betalas av',
  subscriptionRunsUntil: 'Gäller till',
  subscriptionAction: 'Öppna prenumerationer',
  dataExportSubject: 'Dina uppgifter från Dynacard kan laddas ner',
  dataExportBody:
    'Kopian av dina uppgifter som du bad om är klar: ditt konto, dina profiler, företag, sparade kontakter, leads och filerna du laddat upp, i en ZIP-fil ({size}). Länken fungerar i {days, plural, one {# dag} other {# dagar}}, till {date}.',
  dataExportAction: 'Ladda ner mina uppgifter',
  dataExportNote: 'Alla som har länken kan ladda ner filen: vidarebefordra inte mejlet.',
};
