// Texts of the public site (Astro pages, header, footer, public islands).
// Keys are grouped by page; a value that is a list keeps one item per line.
export const site = {
  productName: 'Dynacard',

  // layout
  'nav.start': 'Start',
  'nav.businessCard': 'Business card',
  'nav.dynatags': 'Dynatags',
  'nav.questions': 'Questions',
  'nav.contact': 'Contact',
  'nav.dashboard': 'Dashboard',
  'nav.login': 'Log in',
  'nav.register': 'Create account',
  'nav.mainLabel': 'Main menu',
  'nav.openMenu': 'Open menu',
  'nav.closeMenu': 'Close menu',
  'nav.skipToContent': 'Skip to content',
  'nav.home': 'Dynacard, to the start page',
  'theme.toggle': 'Dark theme',
  'language.label': 'Language: {name}',
  'language.choose': 'Choose language',
  'footer.tagline': 'Digital business cards and dynamic QR codes, made in Sweden for Sweden and Finland.',
  'footer.copyright': 'Dynacard. All rights reserved.',
  'footer.links': 'Site links',
  'footer.terms': 'Terms',
  'footer.changelog': 'Changelog',
  'footer.apiDocs': 'API documentation',
  'footer.cookies': 'Cookies',
  'footer.social': 'Dynacard on social media',
  'changelog.title': 'Changelog',
  'changelog.loading': 'Loading the changelog…',
  'changelog.error': 'The changelog could not be loaded. Please try again in a little while.',
  'common.close': 'Close',
  'common.exclVat': 'excl. VAT',
  'common.inclVat': '{price} incl. VAT',
  'common.perMonth': 'per month',
  'common.perCard': 'per card',
  'offline.message': 'Please reconnect to the internet',
  'offline.dismiss': 'Dismiss',
  'consent.title': 'Cookies on Dynacard',
  'consent.text':
    'We only use the cookies and local storage that Dynacard needs to work: your login, your language, your theme and this choice. No advertising, no tracking.',
  'consent.accept': 'OK, got it',
  'consent.readMore': 'Read the cookie policy',

  // example card
  'card.label': 'Example of a {name} card',
  'card.demoTitle': 'Head of sales',
  'card.scan': 'Scan or tap',

  // start page
  'start.title': 'Digital business cards and dynamic QR codes',
  'start.description':
    'A metal business card with a QR code and an NFC chip that always opens your current profile, and dynatags for everything else you want to share with a code.',
  'start.heroEyebrow': 'Metal card · QR code · NFC',
  'start.heroTitle': 'Your business card, always up to date',
  'start.heroText':
    'A metal business card with a QR code and an NFC chip that opens your digital profile. Change your details whenever you like – the card never needs to be reprinted.',
  'start.ctaSignup': 'Create a free account',
  'start.ctaCards': 'See the cards',
  'start.heroNote': 'Free to start. You can share your profile before your card arrives.',
  'start.stepsTitle': 'Up and running in three steps',
  'start.step1Title': 'Create your profile',
  'start.step1Text':
    'Add your photo, contact details, links and the companies you work for. It takes a few minutes.',
  'start.step2Title': 'Order your card',
  'start.step2Text': 'Choose black or gold metal and what to engrave. The card is with you in 2 to 7 days.',
  'start.step3Title': 'Share with a tap',
  'start.step3Text':
    'Hold the card to a phone or let them scan the code. Your profile opens in the browser – no app needed.',
  'start.servicesTitle': 'Two services, one account',
  'start.cardTitle': 'Digital business card',
  'start.cardText':
    'One card for your whole career. When you change title, phone number or company, you update the profile and every card you have handed out shows the new details.',
  'start.cardLink': 'Explore the business cards',
  'start.dynatagsTitle': 'Dynatags',
  'start.dynatagsText':
    'QR-code microsites for menus, manuals, signs and events. Build them from modules, see how many visit, and lock them with a passcode or to a place.',
  'start.dynatagsLink': 'Explore dynatags',
  'start.plansTitle': 'Plans for every need',
  'start.plansIntro': 'Start for free and upgrade when you need more. Prices excluding VAT.',
  'start.planFreeName': 'Free',
  'start.planFreeFeatures':
    'A basic profile\nA company profile\nShare your contact details\nInvite colleagues\nA limited number of own companies',
  'start.planMonthlyName': 'Subscription',
  'start.planMonthlyFeatures':
    'Everything in Free\nSeveral profiles and companies\nFile uploads\nCustom links\nSwitch profile in one click',
  'start.planLifetimeName': 'Lifetime',
  'start.planLifetimePer': 'one payment',
  'start.planLifetimeFeatures': 'Everything in Subscription\nNo monthly fee, ever',
  'start.planPopular': 'Most popular',
  'start.planCta': 'Get started',
  'start.teamsTitle': 'Made for teams',
  'start.teamsText':
    'Companies keep their logo, colours, links and files in one place, and every colleague profile shows them.',
  'start.teamsPoints':
    'Owners order cards for colleagues and pay per company\nInvite colleagues by email and make co-owners\nOne monthly invoice, sent digitally\nColleagues who leave take nothing with them',
  'start.appTitle': 'Install it like an app',
  'start.appText':
    'Add Dynacard to your home screen from the browser menu. It opens in its own window and the start page works without a connection.',
  'start.apiTitle': 'An open API',
  'start.apiText':
    'Everything in Dynacard is available through a documented REST API, so you can connect your own systems with a personal API key.',
  'start.apiLink': 'Read the API documentation',
  'start.welcomeTitle': 'Welcome back',
  'start.welcomeText': 'Pick up where you left off.',
  'start.goProfiles': 'Your profiles',
  'start.goCompanies': 'Companies',
  'start.goDynatags': 'Dynatags',
  'start.goOrders': 'Orders',

  // business card page
  'cards.title': 'Business cards',
  'cards.description':
    'Six metal business cards with a QR code and an NFC chip, in black or gold, from {price} excluding VAT. Delivered in 2 to 7 days.',
  'cards.heroTitle': 'A metal business card that never goes out of date',
  'cards.heroText':
    'Brushed metal, a laser-engraved QR code and an NFC chip inside. The card opens your digital profile, so the details are always the ones you saved last.',
  'cards.typesTitle': 'Six cards to choose from',
  'cards.typesIntro':
    'Every card comes in black or gold metal. Engravings are laser cut in black and white, so logos and images keep a sharp, classic look.',
  'cards.blackPersonal': 'Black Personal',
  'cards.blackCompany': 'Black Company',
  'cards.blackSimple': 'Black Simple',
  'cards.goldPersonal': 'Gold Personal',
  'cards.goldCompany': 'Gold Company',
  'cards.goldSimple': 'Gold Simple',
  'cards.personalText':
    'Your name, a line of text such as your title, your phone number and email engraved beside the QR code, with an optional logo or image.',
  'cards.companyText':
    'Your company’s logo and name for one look across the whole team. The code still opens each colleague’s own profile.',
  'cards.simpleText': 'Only the QR code and a logo or image of your choice. Clean and discreet.',
  'cards.featuresTitle': 'In every card',
  'cards.features':
    'An NFC chip that works with iPhone and Android phones\nA QR code that any phone camera can read\nYour profile opens in the browser, no app needed\nA “save contact” button that adds you to the phone’s contacts\nChanges to your profile show at once, on every card',
  'cards.shippingTitle': 'Shipping and delivery',
  'cards.shippingNational': 'Shipping within Sweden',
  'cards.shippingInternational': 'Shipping to other countries',
  'cards.delivery': 'Estimated delivery is 2 to 7 days after your order.',
  'cards.alternativeAddress':
    'Each card can be sent to its own address, so colleagues receive theirs wherever they work.',
  'cards.orderTitle': 'How to order',
  'cards.orderSteps':
    'Create a free account and verify your email address.\nCreate your company and fill in its billing information.\nOpen Orders, choose cards for yourself or your colleagues and customise them.\nAdd the shipping address and any discount codes, check the totals and send the order.',
  'cards.orderNote':
    'Cards are ordered by company owners. Unverified accounts are deleted after 60 days and their cards stop working, so verify your email first.',
  'cards.cta': 'Create an account to order',
  'cards.vatNote': 'Prices in Swedish kronor excluding 25 % VAT.',

  // dynatags page
  'dynatags.title': 'Dynatags',
  'dynatags.description':
    'Dynatags are QR-code microsites built from modules: text, files, maps, links, contacts and more, with view statistics, passcodes and geolock.',
  'dynatags.heroTitle': 'One QR code, content you can change at any time',
  'dynatags.heroText':
    'A dynatag is a small web page behind a printed QR code. Print the code once and change what it shows whenever you want: a menu, a manual, a map or a list of contacts.',
  'dynatags.demoSubtitle': 'Menu and opening hours',
  'dynatags.useCasesTitle': 'Where dynatags work',
  'dynatags.useCases':
    'Menus and opening hours in restaurants and cafés\nManuals, warranties and safety sheets on products\nSigns at property viewings and construction sites\nProgrammes, maps and contacts at events\nExhibitions, guided walks and museums\nLogbooks and instructions for shared equipment',
  'dynatags.modulesTitle': 'Built from modules',
  'dynatags.modulesIntro':
    'A dynatag is a page of modules in the order you choose. Mix them freely and rearrange them whenever you like.',
  'dynatags.mod.wysiwyg': 'Text and images',
  'dynatags.mod.wysiwygText': 'Formatted text with headings, lists, images and links.',
  'dynatags.mod.files': 'Files',
  'dynatags.mod.filesText': 'Documents, images, audio and video for download.',
  'dynatags.mod.pdf': 'PDF viewer',
  'dynatags.mod.pdfText': 'A PDF shown right on the page, up to 4 MB.',
  'dynatags.mod.map': 'Map',
  'dynatags.mod.mapText': 'A map centred on an address or a place.',
  'dynatags.mod.mapRoute': 'Route',
  'dynatags.mod.mapRouteText': 'A route on the map, such as a walk, a trail or a way in.',
  'dynatags.mod.mapMarkers': 'Map with markers',
  'dynatags.mod.mapMarkersText':
    'Up to 1000 markers, with your own image, such as a floor plan, as an overlay.',
  'dynatags.mod.links': 'Links',
  'dynatags.mod.linksText': 'Up to 20 buttons with your own text and colours.',
  'dynatags.mod.iframe': 'Embedded page',
  'dynatags.mod.iframeText':
    'Another web page, a booking form or a video, embedded at the height you choose.',
  'dynatags.mod.socials': 'Social media',
  'dynatags.mod.socialsText': 'Your accounts on the networks you use.',
  'dynatags.mod.contacts': 'Contacts',
  'dynatags.mod.contactsText': 'People to reach, with phone number and email.',
  'dynatags.mod.disqus': 'Disqus comments',
  'dynatags.mod.disqusText': 'A discussion thread from your Disqus site.',
  'dynatags.mod.htmlCommentBox': 'HTML Comment Box',
  'dynatags.mod.htmlCommentBoxText': 'A simple guest book that visitors can write in.',
  'dynatags.mod.translation': 'Translation',
  'dynatags.mod.translationText': 'Lets visitors read the page in their own language.',
  'dynatags.featuresTitle': 'In control of every code',
  'dynatags.statsTitle': 'Statistics',
  'dynatags.statsText':
    'Total and unique views per day this month, per month this year, and per year. Views are counted without cookies.',
  'dynatags.passcodeTitle': 'Passcode',
  'dynatags.passcodeText':
    'Protect a dynatag with a passcode or PIN. Keep it locked, or lock or unlock it for a number of hours – the remaining time is shown.',
  'dynatags.geolockTitle': 'Geolock',
  'dynatags.geolockText':
    'Show the content only to visitors within a distance you set. The visitor’s phone shares its position and sees how far away it is.',
  'dynatags.organiseTitle': 'Folders and teamwork',
  'dynatags.organiseText':
    'Sort dynatags into folders. If a colleague changes a dynatag while you edit it, you are warned before anything is overwritten.',
  'dynatags.pricingTitle': 'Pricing',
  'dynatags.serviceName': 'Dynatag service',
  'dynatags.serviceText': '{units, plural, one {# dynatag} other {# dynatags}} included',
  'dynatags.perDay': 'or {price} per day',
  'dynatags.extraName': 'Extra dynatag',
  'dynatags.extraText': 'For each dynatag beyond the included ones',
  'dynatags.billingNote':
    'Billed monthly to a company with billing information. Prices in Swedish kronor excluding 25 % VAT.',
  'dynatags.limitsTitle': 'Room to grow',
  'dynatags.limits':
    'Up to 500 dynatags per company\nUp to 10 files and 20 MB per dynatag\nFolders up to 5 levels deep\nUp to 1000 markers on a map',
  'dynatags.cta': 'Get started with dynatags',

  // contact page
  'contact.title': 'Contact',
  'contact.description':
    'Questions about cards, dynatags, orders or your account? Write to Dynacard’s sales or support team.',
  'contact.heroTitle': 'Get in touch',
  'contact.heroText':
    'Ask us about cards for your team, dynatags, an order or your account. We answer on weekdays, usually within one working day.',
  'contact.formTitle': 'Send us a message',
  'contact.name': 'Name',
  'contact.email': 'Email',
  'contact.subject': 'Subject',
  'contact.message': 'Message',
  'contact.send': 'Send message',
  'contact.checking': 'Making sure you are not a robot…',
  'contact.sending': 'Sending…',
  'contact.privacy': 'We only use your details to answer you.',
  'contact.humanCheck':
    'Instead of a puzzle, your browser solves a short calculation to show it is not a robot.',
  'contact.timeout': 'Request timed out, please try again in a little while',
  'contact.offline': 'Please reconnect to the internet',
  'contact.unknownError': 'Oops - an unknown error occured',
  'contact.salesTitle': 'Sales',
  'contact.salesText': 'Orders, prices, cards for teams and larger companies.',
  'contact.supportTitle': 'Support',
  'contact.supportText': 'Your account, cards that do not scan, dynatags and the API.',
  'contact.addressesTitle': 'Write to us directly',

  // questions page
  'questions.title': 'Questions and answers',
  'questions.description':
    'Answers to common questions about Dynacard’s business cards, dynatags, prices, delivery, subscriptions and your data.',
  'questions.heroTitle': 'Frequently asked questions',
  'questions.heroText': 'The short answers to what people ask us most.',
  'questions.q1': 'What is Dynacard?',
  'questions.a1':
    'Dynacard is a digital business card and a service for dynamic QR codes. The metal card has a QR code and an NFC chip that open your profile in the browser, and dynatags let you put changeable content behind any printed code.',
  'questions.q2': 'Does the person I meet need an app?',
  'questions.a2':
    'No. The QR code is read by the camera of any smartphone, and the NFC chip by most newer phones. The profile opens in the browser, where they can save you to their contacts.',
  'questions.q3': 'Which phones can read the NFC chip?',
  'questions.a3':
    'iPhone XS and newer read it without any setting. Most Android phones read it when NFC is turned on. Any phone can always scan the QR code instead.',
  'questions.q4': 'What happens when I change job or phone number?',
  'questions.a4':
    'You update your profile and the card shows the new details at once. You never need to reprint it.',
  'questions.q5': 'What does it cost?',
  'questions.a5':
    'The account is free. A subscription costs {monthly} per month, or {lifetime} once for lifetime. Cards start at {card} and dynatags at {dynatags} per month. All prices exclude VAT.',
  'questions.q6': 'What is the difference between Free and a subscription?',
  'questions.a6':
    'Free gives you a profile, a company profile, contact sharing and colleague invites. A subscription adds several profiles and companies, file uploads, custom links and switching between profiles.',
  'questions.q7': 'How long does delivery take?',
  'questions.a7':
    'Usually 2 to 7 days. Shipping within Sweden costs {national} and to other countries {international}.',
  'questions.q8': 'Can I order cards for my colleagues?',
  'questions.a8':
    'Yes. As a company owner you order cards for colleagues, each with its own design and delivery address, and the company pays.',
  'questions.q9': 'What is a dynatag?',
  'questions.a9':
    'A small web page behind a QR code, built from modules such as text, files, maps and links. You change the content without changing the code.',
  'questions.q10': 'Can I restrict who sees a dynatag?',
  'questions.a10':
    'Yes. Add a passcode, permanently or for a number of hours, or a geolock so only visitors within a set distance can open it.',
  'questions.q11': 'How do I cancel my subscription?',
  'questions.a11':
    'In the dashboard under Subscriptions, with a notice period of {days, plural, one {# day} other {# days}}. When the subscription ends, your uploaded files are deleted and you keep your last active profile.',
  'questions.q12': 'Why must I verify my email address?',
  'questions.a12':
    'So that we know the account is yours. Unverified accounts are deleted after 60 days, and their cards stop working.',
  'questions.q13': 'What happens to my data if I delete my account?',
  'questions.a13':
    'Your account and its data are deleted at once and cannot be restored. Billing data (invoices with the billing details on them) is kept for 60 days for the final invoice and questions about it, then deleted.',
  'questions.q14': 'Is there an API?',
  'questions.a14':
    'Yes, an open REST API with documentation. Create a personal API key in your account settings. New users can only be created in Dynacard itself.',
  'questions.moreTitle': 'Did not find your answer?',
  'questions.moreText': 'Write to us and we will answer within one working day.',
  'questions.moreLink': 'Contact us',

  // terms page
  'terms.title': 'Terms and conditions',
  'terms.description': 'The terms for using Dynacard’s business cards, dynatags, subscriptions and API.',
  'terms.updated': 'Last updated {date}',
  'terms.intro':
    'These terms apply when you use Dynacard, the service for digital business cards and dynatags (“the service”). By creating an account you accept them.',
  'terms.s1Title': '1. The service',
  'terms.s1Text':
    'Dynacard lets you keep digital profiles, link them to companies and share them through metal cards with a QR code and an NFC chip and through dynatags. The service is offered in Swedish, English and Finnish.',
  'terms.s2Title': '2. Your account',
  'terms.s2Text':
    'You must give correct details and keep your password to yourself; we recommend two-factor authentication. Verify your email address within 60 days, or the account is deleted automatically. Accounts can only be created in the service itself.',
  'terms.s3Title': '3. Plans and payment',
  'terms.s3Text':
    'The free plan has the functions described on our site. A subscription is paid by one company per user, billed monthly and sent digitally; a lifetime subscription is paid once. Prices are shown excluding VAT; 25 % VAT is added.',
  'terms.s4Title': '4. Cancellation',
  'terms.s4Text':
    'A subscription ends at the end of its notice period of {days, plural, one {# day} other {# days}}, counted from the day you cancel it. When it ends, the files you uploaded are deleted and your account keeps the last active profile.',
  'terms.s5Title': '5. Cards and orders',
  'terms.s5Text':
    'Cards are ordered by company owners with a verified email address and paid by the company. Engravings are black and white. Estimated delivery is 2 to 7 days. A card opens the profile it is linked to and stops working if that account is deleted.',
  'terms.s6Title': '6. Dynatags',
  'terms.s6Text':
    'The dynatag service is billed monthly per company and includes five dynatags; more can be added. You are responsible for the content of your dynatags, including passcodes and geolocks you set.',
  'terms.s7Title': '7. Your content',
  'terms.s7Text':
    'You own what you publish. You give us the right to store and show it so the service works. Content that breaks the law or the rights of others is not allowed and may be removed.',
  'terms.s8Title': '8. Fair use',
  'terms.s8Text':
    'Do not use the service for spam, malware or attempts to reach data that is not yours. The API has rate limits; use your own API key and keep it secret.',
  'terms.s9Title': '9. Personal data',
  'terms.s9Text':
    'We process personal data under the EU General Data Protection Regulation, only to provide the service. Deleting your account or a company removes its data at once, except its billing data: invoices and credit notes with the billing details on them (company name, organisation number, billing email and address) and the names on ended subscriptions are kept for 60 days, so that the final invoice can be paid and questions about it answered, and are then deleted. The bookkeeping record of an invoice is kept in our accounting system as the bookkeeping law requires. Read the cookie policy for what we store in your browser.',
  'terms.s10Title': '10. Availability and liability',
  'terms.s10Text':
    'We work for high availability and keep 14 backups, but cannot promise that the service is never interrupted. Our liability is limited to what you paid us during the last twelve months.',
  'terms.s11Title': '11. Changes',
  'terms.s11Text':
    'We tell you by email at least 30 days before a change to these terms takes effect. If you do not accept a change, you can cancel before it applies.',
  'terms.s12Title': '12. Law and disputes',
  'terms.s12Text':
    'Swedish law applies, and disputes are settled by a Swedish court. As a consumer you keep the protection that the law of your own country gives you.',

  // cookies page
  'cookies.title': 'Cookie policy',
  'cookies.description': 'Which cookies and local storage Dynacard uses, why, and for how long.',
  'cookies.intro':
    'Dynacard only stores what the service needs to work. We do not use cookies for advertising, analytics or tracking, and we share nothing with third parties.',
  'cookies.tableTitle': 'What we store',
  'cookies.colName': 'Name',
  'cookies.colPurpose': 'Purpose',
  'cookies.colStorage': 'Where',
  'cookies.colDuration': 'How long',
  'cookies.access': 'Keeps you logged in.',
  'cookies.accessDuration': '10 minutes, renewed while you use the service',
  'cookies.refresh': 'Renews your login without asking for your password.',
  'cookies.refreshDuration': '1 hour, or 30 days with “keep me logged in”',
  'cookies.lang': 'Remembers your language.',
  'cookies.langDuration': '1 year',
  'cookies.theme': 'Remembers light or dark theme.',
  'cookies.consent': 'Remembers that you have read the cookie notice.',
  'cookies.appData':
    'Your user and settings in the dashboard, so open tabs stay in sync. Removed when you log out.',
  'cookies.offlineCache': 'Copies of pages you visited, so they open without a connection.',
  'cookies.storageHttpOnly': 'Cookie, not readable by scripts',
  'cookies.storageBoth': 'Cookie and local storage',
  'cookies.storageLocal': 'Local storage',
  'cookies.storageCache': 'Browser cache',
  'cookies.untilCleared': 'Until you remove it',
  'cookies.untilLogout': 'Until you log out',
  'cookies.untilUpdate': 'Until the next version of the site',
  'cookies.device':
    'Remembers that this browser has logged in to your account before, so a stranger guessing your password cannot make you solve extra checks.',
  'cookies.deviceDuration': '1 year',
  'cookies.unlock':
    'Remembers that you entered the passcode of a protected dynatag, on that tag’s page only.',
  'cookies.unlockDuration': '2 hours',
  'cookies.prefixNote':
    'On our secure site the login cookies are named with the prefix __Host- (for example __Host-dc_access) and the dynatag cookie with __Secure-: the browser then keeps them to our address and to encrypted connections only.',
  'cookies.viewsTitle': 'Views without cookies',
  'cookies.viewsText':
    'When someone opens a profile or a dynatag, we count the view without a cookie. To tell unique visitors apart we use a code that changes every day and cannot be traced back to a person.',
  'cookies.manageTitle': 'How to remove them',
  'cookies.manageText':
    'Log out to remove the login cookies and the dashboard data. You can remove everything else in your browser’s settings for this site; your language and theme are then reset.',

  // test page
  'test.title': 'System test',
  'test.description':
    'Checks what Dynacard needs from your browser: language, theme, connection, offline support and the API.',
  'test.heroTitle': 'Test your browser',
  'test.heroText':
    'This page checks what Dynacard needs from your browser. If something is marked red, send a screenshot of this page to support.',
  'test.language': 'Language',
  'test.pageLanguage': 'Page',
  'test.storedLanguage': 'Saved choice',
  'test.browserLanguages': 'Browser',
  'test.theme': 'Theme',
  'test.appliedTheme': 'Shown',
  'test.storedTheme': 'Saved choice',
  'test.systemTheme': 'System preference',
  'test.light': 'Light',
  'test.dark': 'Dark',
  'test.connection': 'Connection',
  'test.online': 'Online',
  'test.offline': 'Offline',
  'test.serviceWorker': 'Offline support',
  'test.swUnsupported': 'Not supported by this browser',
  'test.swNone': 'Not installed yet',
  'test.swActive': 'Active',
  'test.swWaiting': 'Installing',
  'test.swControlling': 'controls this page',
  'test.api': 'API',
  'test.apiOk': 'Reachable in {ms} ms',
  'test.apiFail': 'Not reachable',
  'test.storage': 'Local storage',
  'test.cookies': 'Cookies',
  'test.available': 'Available',
  'test.unavailable': 'Not available',
  'test.installed': 'Installed as an app',
  'test.yes': 'Yes',
  'test.no': 'No',
  'test.screen': 'Window',
  'test.browser': 'Browser',
  'test.notSet': 'Not set',
  'test.checking': 'Checking…',
  'test.runAgain': 'Run the test again',

  // 404, offline, redirects
  'notFound.title': 'Page not found',
  'notFound.heroTitle': 'We could not find that page',
  'notFound.text':
    'The address may be misspelled, or the page has moved. Start over from the start page or look among the questions.',
  'notFound.home': 'Go to the start page',
  'notFound.questions': 'Read questions and answers',
  'offlinePage.title': 'You are offline',
  'offlinePage.text':
    'This page is not saved on your device yet. Please reconnect to the internet and try again.',
  'offlinePage.retry': 'Try again',
  'unavailablePage.title': 'This page is temporarily unavailable',
  'unavailablePage.text':
    'We cannot reach it right now. It is usually back within a minute, so please try again shortly.',
  'unavailablePage.retry': 'Try again',
  'redirect.login': 'Opening the login…',
  'redirect.register': 'Opening the signup…',
  'redirect.continue': 'Continue',
} as const;
