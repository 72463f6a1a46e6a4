import type { Localized } from '../localized.js';

/** The privacy policy (footer section 'info_pages'; the cookie banner links here). */
export const PRIVACY: Localized<string> = {
  en: `<p>We keep the personal data the law asks us to keep, and nothing more. We never sell it. This policy says what we collect, why, and what you can ask of us.</p>
<h2>What we collect</h2>
<ul>
<li>Account details: your name, e-mail, date of birth, address, country and currency.</li>
<li>Verification documents, when the law or a withdrawal requires them.</li>
<li>Payments, bets and bonuses, as the licence requires us to record them.</li>
<li>Technical data: your device, browser and IP address, to keep your account safe.</li>
</ul>
<h2>Why we use it</h2>
<p>To run your account, pay your winnings, verify your age and identity, prevent fraud and money laundering, and keep you safe when play stops being fun. With your consent only, we also send offers and measure how the site is used.</p>
<h2>Cookies</h2>
<p>Necessary cookies keep you signed in and remember your language. Analytics and marketing cookies load only after you accept them in the cookie banner, and you can change your choice at any time.</p>
<h2>Your rights</h2>
<p>You can ask for a copy of your data, its correction or its deletion at any time through support. We answer within 30 days. Records the licence requires us to keep are deleted when that period ends.</p>`,
  de: `<p>Wir speichern die personenbezogenen Daten, die das Gesetz verlangt, und nicht mehr. Wir verkaufen sie niemals. Diese Erklärung sagt, was wir erheben, wozu, und was du von uns verlangen kannst.</p>
<h2>Was wir erheben</h2>
<ul>
<li>Kontodaten: Name, E-Mail, Geburtsdatum, Adresse, Land und Währung.</li>
<li>Verifizierungsdokumente, wenn das Gesetz oder eine Auszahlung sie verlangt.</li>
<li>Zahlungen, Einsätze und Boni, wie die Lizenz es vorschreibt.</li>
<li>Technische Daten: Gerät, Browser und IP-Adresse, um dein Konto zu schützen.</li>
</ul>
<h2>Wozu wir sie nutzen</h2>
<p>Um dein Konto zu führen, Gewinne auszuzahlen, dein Alter und deine Identität zu prüfen, Betrug und Geldwäsche zu verhindern und dich zu schützen, wenn das Spiel keinen Spaß mehr macht. Nur mit deiner Einwilligung senden wir Angebote und messen die Nutzung der Seite.</p>
<h2>Cookies</h2>
<p>Notwendige Cookies halten dich angemeldet und merken sich deine Sprache. Analyse- und Marketing-Cookies laden erst, wenn du sie im Cookie-Banner akzeptierst, und du kannst deine Wahl jederzeit ändern.</p>
<h2>Deine Rechte</h2>
<p>Über den Support kannst du jederzeit eine Kopie, die Berichtigung oder die Löschung deiner Daten verlangen. Wir antworten innerhalb von 30 Tagen. Daten, die wir laut Lizenz aufbewahren müssen, löschen wir nach Ablauf dieser Frist.</p>`,
  ro: `<p>Păstrăm datele personale pe care legea ne cere să le păstrăm și nimic în plus. Nu le vindem niciodată. Această politică spune ce colectăm, de ce și ce ne poți cere.</p>
<h2>Ce colectăm</h2>
<ul>
<li>Datele contului: nume, e-mail, data nașterii, adresă, țară și monedă.</li>
<li>Documente de verificare, când legea sau o retragere le cere.</li>
<li>Plăți, pariuri și bonusuri, așa cum licența ne obligă să le înregistrăm.</li>
<li>Date tehnice: dispozitivul, browserul și adresa IP, pentru siguranța contului.</li>
</ul>
<h2>De ce le folosim</h2>
<p>Pentru a administra contul, a plăti câștigurile, a verifica vârsta și identitatea, a preveni frauda și spălarea banilor și a te proteja când jocul nu mai e distractiv. Doar cu acordul tău îți trimitem oferte și măsurăm folosirea site-ului.</p>
<h2>Cookie-uri</h2>
<p>Cookie-urile necesare te țin autentificat și rețin limba. Cookie-urile de analiză și marketing se încarcă doar după ce le accepți în bannerul de cookie-uri, iar alegerea o poți schimba oricând.</p>
<h2>Drepturile tale</h2>
<p>Poți cere oricând, prin suport, o copie a datelor, corectarea sau ștergerea lor. Răspundem în 30 de zile. Datele pe care licența ne obligă să le păstrăm sunt șterse la finalul acelei perioade.</p>`,
  pt: `<p>Guardamos os dados pessoais que a lei exige e nada mais. Nunca os vendemos. Esta política diz o que recolhemos, para quê, e o que nos podes pedir.</p>
<h2>O que recolhemos</h2>
<ul>
<li>Dados da conta: nome, e-mail, data de nascimento, morada, país e moeda.</li>
<li>Documentos de verificação, quando a lei ou um levantamento os exigem.</li>
<li>Pagamentos, apostas e bónus, como a licença nos obriga a registar.</li>
<li>Dados técnicos: dispositivo, navegador e endereço IP, para proteger a tua conta.</li>
</ul>
<h2>Para que os usamos</h2>
<p>Para gerir a tua conta, pagar os teus ganhos, verificar a tua idade e identidade, prevenir fraude e branqueamento de capitais e proteger-te quando o jogo deixa de ser divertido. Só com o teu consentimento enviamos ofertas e medimos a utilização do site.</p>
<h2>Cookies</h2>
<p>Os cookies necessários mantêm a sessão iniciada e lembram a tua língua. Os cookies de análise e marketing só carregam depois de os aceitares no aviso de cookies, e podes mudar a escolha a qualquer momento.</p>
<h2>Os teus direitos</h2>
<p>Podes pedir a qualquer momento, através do apoio, uma cópia dos teus dados, a sua correção ou eliminação. Respondemos em 30 dias. Os registos que a licença nos obriga a guardar são eliminados no fim desse prazo.</p>`,
};
