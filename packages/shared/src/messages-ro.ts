import type { MessageCatalogue } from './messages.js';

export const MESSAGES_RO = {
  blockedCountry: {
    documentTitle: 'Țara ta este blocată',
    title: 'Regiunea ta este blocată!',
    description: 'Acest site nu acceptă vizitatori din țara ta.',
  },
  notFound: {
    title: 'Pagina nu a fost găsită',
    description: 'Adresa URL solicitată nu a fost găsită pe acest server.',
    toMain: 'Mergi la pagina principală',
  },
  somethingWentWrong: 'Ceva nu a mers bine',
  somethingWentWrongText: 'Te rugăm să încerci din nou.',
  retry: 'Reîncearcă',
  errors: {
    unexpected:
      'Hopa! S-a întâmplat ceva neașteptat. Te rugăm să încerci mai târziu sau să contactezi asistența',
    notEnoughMoney: 'Fonduri insuficiente în cont',
    insufficientBalance: 'Sold insuficient pentru a plasa un pariu',
    bonusNotFound: 'Bonusul nu a fost găsit',
    noBonusesInQueue: 'Nu există bonusuri în coadă',
    transactionsNotFound: 'Nu au fost găsite tranzacții',
    noGamesFound: 'Nu au fost găsite jocuri',
    noSuchCountry: 'Această țară nu există',
    noSuchOption: 'Această opțiune nu există',
    noSuchCode: 'Acest cod nu există',
    selectCountry: 'Te rugăm să alegi o țară din listă',
    promoCodeInvalid: 'Codul promoțional nu este valid',
    imageTooLarge: 'Imaginea trebuie să fie mai mică de 5 MB',
    imageFormat: 'Imaginea trebuie să fie în format png, jpeg, pdf, bmp sau jpg',
    tooManyImages: 'Ne pare rău! Nu poți încărca mai multe imagini decât: {{count}}',
    fewerPhotos: 'Trebuie să ai mai puțin de {{count}} fotografii',
    over18: 'Trebuie să ai peste 18 ani',
    invalidBirthFormat: 'Formatul datei de naștere nu este valid',
    invalidDate: 'Introdu o dată validă',
    nonFilledBirth: 'Completează data nașterii pentru a juca acest joc',
    profileIncomplete: 'Completează-ți profilul pentru a juca acest joc',
    paymentProfileIncomplete: 'Completează-ți profilul pentru a folosi această metodă de plată',
    required: 'Acest câmp este obligatoriu',
    valueRequired: 'Această valoare este obligatorie',
    maxLength: 'Valoarea nu poate fi mai lungă de {{max}}',
    minLength: 'Valoarea nu poate fi mai scurtă de {{min}}',
    passwordsDontMatch: 'Parolele nu se potrivesc',
    samePassword: 'Parola nouă trebuie să fie diferită de cea veche',
    passwordCharacters: 'Folosește doar litere latine, cifre și #$-._@&!;%:?*()^',
    invalidEmail: 'Introdu o adresă de e-mail validă',
    incorrectNumber: 'Număr incorect',
    invalidPhone: 'Număr de telefon invalid',
    phoneStartsWithZero: 'Numărul de telefon nu trebuie să înceapă cu 0',
    onlyNumbers: 'Folosește doar cifre',
    amountMin: 'Suma trebuie să fie >= {{min}}',
    amountMax: 'Suma maximă este {{max}}',
    positiveNumber: 'Introdu un număr pozitiv',
    invalidAmount: 'Introdu o sumă cu cel mult două zecimale',
    invalidCharacters: 'Acest câmp conține caractere nepermise',
    capitalLettersOnly: 'Folosește doar majuscule și cifre',
    lettersAndDigitsOnly: 'Folosește doar litere latine și cifre',
    mustAgree: 'Te rugăm să confirmi pentru a continua',
    withdrawalDetailsUnavailable:
      'Nu am putut încărca detaliile acestei retrageri. Te rugăm să contactezi asistența, menționând ID-ul tranzacției {{transactionId}}.',
    accessDenied: 'Acces interzis',
    accessDeniedText: 'Acest joc nu este disponibil în țara ta. Te rugăm să contactezi asistența.',
    unauthorized: 'Autentifică-te pentru a continua',
    batchTooLarge: 'Această cerere cere prea mult deodată. Te rugăm să reîncarci pagina.',
    tooManyRequests: 'Prea multe încercări. Te rugăm să încerci din nou în câteva momente.',
    tooManyAttempts: 'Prea multe încercări. Poți încerca din nou peste {{seconds}} s.',
    upstreamUnavailable:
      'Acest serviciu este temporar indisponibil. Te rugăm să încerci mai târziu.',
    invalidCredentials: 'Adresa de e-mail sau parola este greșită',
    emailTaken: 'Există deja un cont cu această adresă de e-mail',
    wrongPassword: 'Parola actuală este greșită',
    invalidInput: 'Te rugăm să verifici datele introduse',
    notFound: 'Elementul căutat nu a fost găsit',
    actionUnavailable: 'Această acțiune nu este disponibilă acum',
    dailyBonusCollected: 'Bonusul de azi a fost deja revendicat',
    passwordResetInvalid:
      'Acest link de resetare este invalid sau a expirat. Te rugăm să ceri unul nou.',
    catchGameClosed: 'Jocul de prins nu rulează astăzi',
    idempotencyKeyReused:
      'Această cerere a fost deja trimisă cu alte date. Te rugăm să începi din nou.',
    requestInProgress:
      'Cererea ta anterioară este încă în curs de procesare. Te rugăm să aștepți puțin.',
    limitDepositDay:
      'Acest depozit ar depăși limita de depunere pe 24 de ore de {{limit}} ({{used}} folosit). Se resetează pe {{resetsAt}}.',
    limitDepositWeek:
      'Acest depozit ar depăși limita de depunere pe 7 zile de {{limit}} ({{used}} folosit). Se resetează pe {{resetsAt}}.',
    limitDepositMonth:
      'Acest depozit ar depăși limita lunară de depunere de {{limit}} ({{used}} folosit). Se resetează pe {{resetsAt}}.',
    limitLoss:
      'Limita de pierdere pe 24 de ore de {{limit}} a fost atinsă ({{used}} pierdut). Se resetează pe {{resetsAt}}.',
    limitSession:
      'Limita de timp a sesiunii de {{limit}} minute a fost atinsă. Luați o pauză: se resetează la următoarea autentificare.',
    timeOutActive: 'Sunteți în pauză până la {{until}}. Vă puteți autentifica din nou atunci.',
    selfExcluded: 'Sunteți autoexclus până la {{until}}. Nu vă puteți autentifica înainte.',
    selfExcludedIndefinite: 'Sunteți autoexclus pe termen nelimitat. Nu vă puteți autentifica.',
    selfExclusionEnded:
      'Perioada de autoexcludere s-a încheiat. Cereți revenirea mai jos; vă puteți autentifica după o perioadă de reflecție.',
    selfExclusionCoolingOff:
      'Revenirea este în perioada de reflecție. Vă puteți autentifica din {{until}}.',
    returnNotYet: 'Nu puteți cere revenirea înainte de sfârșitul perioadei de autoexcludere.',
    gamstopRegistered:
      'Acest e-mail este înregistrat la GAMSTOP, registrul național de autoexcludere, și nu poate fi folosit pentru a juca.',
  },
  gameNotification: {
    notAvailable: 'Acest joc nu este disponibil cât timp joci cu un bonus',
    notForBonusMoney: 'Acest joc nu este disponibil pentru banii din bonus',
    notCountingTowardsWagering: 'Acest joc nu contează pentru rulaj',
  },
  shop: {
    notEnoughSnowflakes: 'Nu ai destui fulgi de zăpadă',
    notEnoughPoints: 'Nu ai destule puncte de loialitate',
  },
  miniGame: {
    levelTooLow: 'Ne pare rău, trebuie să îți crești nivelul',
    noChancesLeft:
      'Ai folosit toate șansele de azi. Încearcă mâine sau fă un depozit pentru o șansă nouă.',
  },
  deposit: {
    bankingDaysNote: 'Unele metode de plată durează până la {{days}} zile bancare.',
  },
  verification: {
    approvalTime: 'Aprobarea durează între {{min}} și {{max}} ore.',
  },
} as const satisfies MessageCatalogue;
