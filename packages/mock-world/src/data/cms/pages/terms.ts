import type { Localized } from '../localized.js';

/** The terms and conditions (footer section 'info_pages'). */
export const TERMS: Localized<string> = {
  en: `<p>These terms apply to everyone who opens an account with Lumo Casino or plays on this site. Please read them before you deposit: by opening an account you accept them.</p>
<h2>Your account</h2>
<ul>
<li>You must be at least 18 years old, and online gaming must be legal where you live.</li>
<li>One account per person, household, device and payment method. Duplicate accounts are closed and their bonuses cancelled.</li>
<li>Your details must be true and kept up to date. We may ask for documents to verify your identity, address and payment methods before a withdrawal.</li>
</ul>
<h2>Deposits and withdrawals</h2>
<p>Deposits are credited at once in your account currency. Withdrawals go back to the method you deposited with wherever possible and are handled within 24 hours once your account is verified. Money deposited must be wagered at least once before it is withdrawn.</p>
<h2>Bonuses</h2>
<p>Every bonus comes with its own wagering rules, shown on the offer. Winnings from bonus money can be withdrawn once its wagering is complete. Only one bonus can be active at a time; the others wait in your queue.</p>
<h3>Jackpots and tournaments</h3>
<p>Jackpots and tournaments have rules of their own, on their pages. Their prizes are bonus money unless the rules say otherwise.</p>
<h2>Closing an account</h2>
<p>You may close your account at any time through support. We may suspend an account used for fraud, money laundering or abuse of bonuses, and keep winnings made that way.</p>`,
  de: `<p>Diese Bedingungen gelten für alle, die bei Lumo Casino ein Konto eröffnen oder auf dieser Seite spielen. Bitte lies sie vor deiner Einzahlung: Mit der Kontoeröffnung stimmst du ihnen zu.</p>
<h2>Dein Konto</h2>
<ul>
<li>Du musst mindestens 18 Jahre alt sein, und Online-Glücksspiel muss an deinem Wohnort erlaubt sein.</li>
<li>Ein Konto pro Person, Haushalt, Gerät und Zahlungsmethode. Doppelte Konten werden geschlossen und ihre Boni storniert.</li>
<li>Deine Angaben müssen wahr und aktuell sein. Vor einer Auszahlung können wir Dokumente zur Prüfung deiner Identität, Adresse und Zahlungsmethoden verlangen.</li>
</ul>
<h2>Ein- und Auszahlungen</h2>
<p>Einzahlungen werden sofort in deiner Kontowährung gutgeschrieben. Auszahlungen gehen nach Möglichkeit an die Methode zurück, mit der du eingezahlt hast, und werden nach der Verifizierung innerhalb von 24 Stunden bearbeitet. Eingezahltes Geld muss vor einer Auszahlung mindestens einmal umgesetzt werden.</p>
<h2>Boni</h2>
<p>Für jeden Bonus gelten eigene Umsatzbedingungen, die beim Angebot stehen. Gewinne aus Bonusgeld können ausgezahlt werden, sobald der Umsatz erfüllt ist. Es kann immer nur ein Bonus aktiv sein; die anderen warten in deiner Warteschlange.</p>
<h3>Jackpots und Turniere</h3>
<p>Für Jackpots und Turniere gelten eigene Regeln auf ihren Seiten. Ihre Preise sind Bonusgeld, sofern die Regeln nichts anderes sagen.</p>
<h2>Kontoschließung</h2>
<p>Du kannst dein Konto jederzeit über den Support schließen. Wir können ein Konto sperren, das für Betrug, Geldwäsche oder Bonusmissbrauch genutzt wird, und so erzielte Gewinne einbehalten.</p>`,
  ro: `<p>Acești termeni se aplică tuturor celor care își deschid un cont la Lumo Casino sau joacă pe acest site. Citește-i înainte de a depune: prin deschiderea contului îi accepți.</p>
<h2>Contul tău</h2>
<ul>
<li>Trebuie să ai cel puțin 18 ani, iar jocurile de noroc online trebuie să fie legale acolo unde locuiești.</li>
<li>Un singur cont de persoană, gospodărie, dispozitiv și metodă de plată. Conturile duplicate sunt închise, iar bonusurile lor anulate.</li>
<li>Datele tale trebuie să fie reale și actualizate. Înainte de o retragere putem cere documente pentru verificarea identității, adresei și metodelor de plată.</li>
</ul>
<h2>Depuneri și retrageri</h2>
<p>Depunerile sunt creditate imediat în moneda contului. Retragerile merg, pe cât posibil, înapoi la metoda cu care ai depus și sunt procesate în 24 de ore după verificarea contului. Banii depuși trebuie rulați cel puțin o dată înainte de retragere.</p>
<h2>Bonusuri</h2>
<p>Fiecare bonus are propriile reguli de rulaj, afișate la ofertă. Câștigurile din bani bonus pot fi retrase după încheierea rulajului. Un singur bonus poate fi activ la un moment dat; celelalte așteaptă în coadă.</p>
<h3>Jackpoturi și turnee</h3>
<p>Jackpoturile și turneele au regulile lor, pe paginile lor. Premiile sunt bani bonus, dacă regulile nu spun altceva.</p>
<h2>Închiderea contului</h2>
<p>Îți poți închide contul oricând prin suport. Putem suspenda un cont folosit pentru fraudă, spălare de bani sau abuz de bonusuri și putem reține câștigurile obținute astfel.</p>`,
  pt: `<p>Estes termos aplicam-se a todos os que abrem uma conta no Lumo Casino ou jogam neste site. Lê-os antes de depositar: ao abrir uma conta aceita-los.</p>
<h2>A tua conta</h2>
<ul>
<li>Tens de ter pelo menos 18 anos, e o jogo online tem de ser legal onde vives.</li>
<li>Uma conta por pessoa, agregado, dispositivo e método de pagamento. As contas duplicadas são fechadas e os seus bónus cancelados.</li>
<li>Os teus dados têm de ser verdadeiros e estar atualizados. Antes de um levantamento podemos pedir documentos para verificar a tua identidade, morada e métodos de pagamento.</li>
</ul>
<h2>Depósitos e levantamentos</h2>
<p>Os depósitos são creditados de imediato na moeda da conta. Os levantamentos voltam, sempre que possível, ao método com que depositaste e são tratados em 24 horas depois de a conta estar verificada. O dinheiro depositado tem de ser apostado pelo menos uma vez antes de ser levantado.</p>
<h2>Bónus</h2>
<p>Cada bónus tem as suas regras de apostas, indicadas na oferta. Os ganhos do dinheiro de bónus podem ser levantados quando as apostas estiverem completas. Só um bónus pode estar ativo de cada vez; os outros esperam na fila.</p>
<h3>Jackpots e torneios</h3>
<p>Os jackpots e os torneios têm regras próprias, nas suas páginas. Os prémios são dinheiro de bónus, salvo se as regras disserem o contrário.</p>
<h2>Fechar a conta</h2>
<p>Podes fechar a tua conta a qualquer momento através do apoio. Podemos suspender uma conta usada para fraude, branqueamento de capitais ou abuso de bónus, e reter os ganhos assim obtidos.</p>`,
};
