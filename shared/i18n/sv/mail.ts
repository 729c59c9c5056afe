import type { mail as en } from '../en/mail';

export const mail: Record<keyof typeof en, string> = {
  greeting: 'Hej {name},',
  signature: 'Vänliga hälsningar,\nDynacard',
  ignore: 'Om du inte har bett om detta kan du bortse från mejlet.',
  linkFallback: 'Om knappen inte fungerar, kopiera den här adressen till din webbläsare:',
  verifySubject: 'Verifiera din e-post för Dynacard',
  verifyBody:
    'Välkommen till Dynacard! Bekräfta din e-postadress för att behålla ditt konto. Overifierade konton raderas efter 60 dagar.',
  verifyAction: 'Verifiera e-post',
  resetSubject: 'Återställ ditt lösenord för Dynacard',
  resetBody:
    'Någon har bett om att återställa lösenordet för ditt Dynacard-konto. Länken fungerar i {hours} timme.',
  resetAction: 'Välj ett nytt lösenord',
  changeEmailSubject: 'Bekräfta din nya e-post för Dynacard',
  changeEmailBody:
    'Bekräfta att detta är den nya e-postadressen för ditt Dynacard-konto. Länken fungerar i {hours} timme och bara medan du är inloggad på kontot.',
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
  orderReceivedSubject: 'Beställning {number} är mottagen',
  orderReceivedBody:
    'Tack för din beställning av {cards} kort till {company}. Vi har tagit emot den och börjar tillverka korten; de levereras inom ungefär {min} till {max} dagar.',
  orderShippedSubject: 'Beställning {number} är på väg',
  orderShippedBody:
    'Korten i beställning {number} till {company} är skickade. De kommer fram inom ungefär {min} till {max} dagar.',
  orderCancelledSubject: 'Beställning {number} är avbruten',
  orderCancelledBody:
    'Beställning {number} till {company} är avbruten; inget levereras eller faktureras för den.',
  orderAction: 'Öppna dina beställningar',
  orderNumber: 'Beställningsnummer',
  orderCompany: 'Företag',
  orderLine: '{quantity} × {type}, {recipient}',
  orderSubtotal: 'Delsumma exkl. moms',
  orderDiscount: 'Rabatt ({code})',
  orderShipping: 'Frakt',
  orderVat: 'Moms 25 %',
  orderTotal: 'Totalt',
  orderDelivery: 'Beräknad leverans',
  orderDeliveryDays: '{min}–{max} dagar',
};
