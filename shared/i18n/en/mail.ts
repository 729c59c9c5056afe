// E-mail texts. {name}, {link}, {hours}… are filled in by the mailer; links are plain URLs.
export const mail = {
  greeting: 'Hi {name},',
  signature: 'Best regards,\nthe Dynacard team',
  // A person's own email signature and video-call background (the signatures module)
  sigCardLink: 'My digital business card',
  sigQrAlt: 'QR code to the digital business card of {name}',
  sigPhotoAlt: 'Photo of {name}',
  bgScan: 'Scan for my card',
  ignore: 'If you did not ask for this, you can ignore this email.',
  linkFallback: 'If the button does not work, copy this address into your browser:',
  verifySubject: 'Verify your email for Dynacard',
  verifyBody:
    'Welcome to Dynacard! Confirm your email address to keep your account. Unverified accounts are deleted after 60 days.',
  verifyAction: 'Verify email',
  resetSubject: 'Reset your Dynacard password',
  resetBody: 'Someone asked to reset the password of your Dynacard account. The link works for {hours} hour.',
  resetAction: 'Choose a new password',
  changeEmailSubject: 'Confirm your new email for Dynacard',
  changeEmailBody:
    'Confirm that this is the new email address of your Dynacard account. The link works for {hours} hour and only while you are logged in to the account.',
  changeEmailAction: 'Confirm new email',
  activationSubject: 'You are invited to Dynacard',
  activationBody:
    '{inviter} invited you to Dynacard. Choose a password and accept the terms to activate your account.',
  activationAction: 'Activate account',
  inquirySubject: 'Inquiry from {name}: {subject}',
  inquiryBody: 'A visitor sent a message through the contact form.',
  inquiryFrom: 'From',
  inquiryLanguage: 'Language',
  inquiryTopic: 'Subject',
  inquiryReply: 'Reply to this email to answer {name}.',
  footer: 'Dynacard · digital business cards and dynamic QR codes',
  inviteSubject: '{inviter} invited you to {company} on Dynacard',
  inviteBody:
    '{inviter} invited you to join {company} on Dynacard. Open your companies to accept or decline the invitation.',
  inviteAction: 'Open companies',
  leadSubject: '{visitor} left their contact details on your card',
  leadBody:
    '{visitor} opened your digital business card and left their contact details for you. You find them in Contacts, under "Received from your card", where you can also download them as a contact card.',
  leadAction: 'Open received contacts',
  leadFull:
    'Your list of received contacts is now full ({limit}): delete some so that visitors can leave theirs again.',
  leadReply: 'Reply to this email to write to {visitor}.',
  leadName: 'Name',
  leadEmail: 'Email',
  leadPhone: 'Phone',
  leadCompany: 'Company',
  webhookDisabledSubject: 'A webhook of {company} is turned off',
  webhookDisabledBody:
    "Deliveries to {url} have failed for a day, so we turned the endpoint off and stopped sending events to it. Check the receiver, then turn the endpoint on again in the company's webhooks; the delivery log shows what the receiver answered.",
  webhookDisabledAction: 'Open companies',
  orderReceivedSubject: 'Order {number} is received',
  orderReceivedBody:
    'Thank you for your order of {cards} cards for {company}. We have received it and start making the cards; they are delivered in about {min} to {max} days.',
  orderShippedSubject: 'Order {number} is on its way',
  orderShippedBody:
    'The cards of order {number} for {company} are shipped. They arrive in about {min} to {max} days.',
  orderCancelledSubject: 'Order {number} is cancelled',
  orderCancelledBody:
    'Order {number} for {company} is cancelled; nothing will be delivered or billed for it.',
  orderAction: 'Open your orders',
  orderNumber: 'Order number',
  orderCompany: 'Company',
  orderLine: '{quantity} × {type}, {recipient}',
  orderSubtotal: 'Subtotal excl. VAT',
  orderDiscount: 'Discount code {code}',
  orderShipping: 'Shipping',
  orderNet: 'Total excl. VAT',
  orderParcel: 'Shipping to {place}',
  orderVat: 'VAT 25 %',
  orderTotal: 'Total incl. VAT',
  orderDelivery: 'Estimated delivery',
  orderDeliveryDays: '{min}–{max} days',
  // invoices (api/src/modules/billing)
  invoiceSubject: 'Invoice {number} from {seller}',
  invoiceBody:
    'Here is invoice {number} for {company}, {period}. The invoice is attached as a PDF; please pay {total} to bankgiro {bankgiro} with OCR reference {ocr} by {due}.',
  creditSubject: 'Credit note {number} from {seller}',
  creditBody:
    'Here is credit note {number} for {company}, crediting invoice {credited}. It is attached as a PDF; {total} is settled against your next payment or refunded.',
  invoiceNumber: 'Invoice number',
  invoicePeriod: 'Period',
  invoiceTotal: 'To pay incl. VAT',
  creditTotal: 'Credited incl. VAT',
  invoiceDue: 'Due date',
  invoiceOcr: 'OCR reference',
  invoiceBankgiro: 'Bankgiro',
  invoiceIban: 'IBAN / BIC',
  // subscriptions (api/src/modules/subscriptions)
  subscriptionByOwnerSubject: '{owner} turned on your Dynacard subscription',
  subscriptionByOwnerBody:
    '{owner} turned on a subscription for you, paid by {company}. You can now keep several profiles and switch between them, upload files and add custom links.',
  subscriptionEndedByOwnerSubject: 'Your Dynacard subscription is cancelled',
  subscriptionEndedByOwnerBody:
    '{owner} cancelled your subscription paid by {company}. It runs until {date}; after that your uploaded files are deleted and your card stays on the profile that is active then. Turn on a subscription yourself before {date} to keep everything.',
  subscriptionExpirySubject: 'Your Dynacard subscription ends on {date}',
  subscriptionExpiryBody:
    'Your subscription paid by {company} ends on {date}. Then your uploaded files are deleted and your card stays on the profile that is active then. Turn it on again before {date} to keep everything.',
  subscriptionPayerDeletedSubject: 'The company that paid your Dynacard subscription was deleted',
  subscriptionPayerDeletedBody:
    '{company}, which paid your subscription, was deleted. Your subscription runs until {date}; turn it on again paid by another company before then to keep everything.',
  subscriptionRequestedSubject: '{name} asks {company} to pay for a Dynacard subscription',
  subscriptionRequestedBody:
    '{name} asks that {company} pay for their subscription. Nothing is invoiced unless an owner approves: approve or decline the request under Subscriptions › Colleagues.',
  subscriptionApprovedSubject: 'Your Dynacard subscription is on',
  subscriptionApprovedBody:
    '{owner} approved your request: {company} pays for your subscription. You can now keep several profiles and switch between them, upload files and add custom links.',
  subscriptionDeclinedSubject: 'Your subscription request was declined',
  subscriptionDeclinedBody:
    '{owner} declined your request that {company} pay for your subscription. Nothing is invoiced. You can choose another paying company on the Subscriptions page.',
  subscriptionEndedNowSubject: 'Your Dynacard subscription has ended',
  subscriptionEndedNowBody:
    '{owner} ended your subscription paid by {company} today. Your uploaded files are deleted and your card stays on the profile that is active now. You can turn on a subscription paid by another company on the Subscriptions page.',
  subscriptionEndedLeftSubject: 'Your Dynacard subscription has ended',
  subscriptionEndedLeftBody:
    'You left {company}, which paid your subscription, so it ended today. Your uploaded files are deleted and your card stays on the profile that is active now. You can turn on a subscription paid by another company on the Subscriptions page.',
  subscriptionEndedRemovedSubject: 'Your Dynacard subscription has ended',
  subscriptionEndedRemovedBody:
    '{owner} removed you from {company}, which paid your subscription, so it ended today. Your uploaded files are deleted and your card stays on the profile that is active now. You can turn on a subscription paid by another company on the Subscriptions page.',
  subscriptionPlan: 'Plan',
  subscriptionPaidBy: 'Paid by',
  subscriptionRunsUntil: 'Runs until',
  subscriptionAction: 'Open subscriptions',
} as const;
