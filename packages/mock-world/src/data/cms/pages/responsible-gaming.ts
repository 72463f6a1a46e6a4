import type { Localized } from '../localized.js';

/** Responsible gaming (footer section 'info_pages'). */
export const RESPONSIBLE_GAMING: Localized<string> = {
  en: `<p>Play for fun, never to make money. Gambling is entertainment that costs money, like a night out: decide beforehand what you can afford to lose, and stop when it stops being fun.</p>
<h2>Tools that keep you in control</h2>
<ul>
<li><strong>Deposit limits</strong> per day, week or month. Lowering a limit takes effect at once; raising it waits 24 hours.</li>
<li><strong>Reality checks</strong> remind you how long you have been playing and what you have won or lost.</li>
<li><strong>Time out</strong> closes your account for 24 hours up to six weeks.</li>
<li><strong>Self-exclusion</strong> closes it for six months or more; it cannot be undone before the period ends.</li>
</ul>
<h2>Signs to watch for</h2>
<p>Chasing losses, playing with money meant for bills, hiding play from the people close to you, or feeling restless when you cannot play are signs that gambling has become a problem. If any of them sounds familiar, take a break and talk to someone.</p>
<h2>Where to get help</h2>
<p>Our support team can set any limit or exclusion for you, around the clock, without questions. Independent organisations such as GamCare and Gambling Therapy offer free, confidential advice in many languages.</p>
<h3>Protecting minors</h3>
<p>Nobody under 18 may play. Keep your login details to yourself and use parental control software on devices children share.</p>`,
  de: `<p>Spiele zum Vergnügen, nie um Geld zu verdienen. Glücksspiel ist Unterhaltung, die Geld kostet, wie ein Abend in der Stadt: Lege vorher fest, wie viel du verlieren kannst, und hör auf, wenn es keinen Spaß mehr macht.</p>
<h2>Werkzeuge, mit denen du die Kontrolle behältst</h2>
<ul>
<li><strong>Einzahlungslimits</strong> pro Tag, Woche oder Monat. Eine Senkung gilt sofort, eine Erhöhung nach 24 Stunden.</li>
<li><strong>Realitätschecks</strong> erinnern dich daran, wie lange du spielst und was du gewonnen oder verloren hast.</li>
<li><strong>Auszeit</strong> sperrt dein Konto für 24 Stunden bis sechs Wochen.</li>
<li><strong>Selbstsperre</strong> sperrt es für sechs Monate oder länger; sie lässt sich vor Ablauf nicht aufheben.</li>
</ul>
<h2>Warnzeichen</h2>
<p>Verlusten hinterherjagen, mit Geld für Rechnungen spielen, das Spielen vor nahestehenden Menschen verbergen oder unruhig werden, wenn du nicht spielen kannst: Das sind Zeichen, dass Glücksspiel zum Problem geworden ist. Wenn dir etwas davon bekannt vorkommt, mach eine Pause und sprich mit jemandem.</p>
<h2>Wo du Hilfe findest</h2>
<p>Unser Support richtet jedes Limit und jede Sperre für dich ein, rund um die Uhr und ohne Fragen. Unabhängige Stellen wie die Bundeszentrale für gesundheitliche Aufklärung beraten kostenlos und vertraulich.</p>
<h3>Schutz Minderjähriger</h3>
<p>Niemand unter 18 darf spielen. Behalte deine Zugangsdaten für dich und nutze Jugendschutz-Software auf Geräten, die Kinder mitbenutzen.</p>`,
  ro: `<p>Joacă pentru distracție, niciodată pentru a face bani. Jocurile de noroc sunt o distracție care costă bani, ca o seară în oraș: hotărăște dinainte cât îți permiți să pierzi și oprește-te când nu mai e distractiv.</p>
<h2>Instrumente care te țin în control</h2>
<ul>
<li><strong>Limite de depunere</strong> pe zi, săptămână sau lună. Scăderea unei limite se aplică imediat; creșterea după 24 de ore.</li>
<li><strong>Verificări de realitate</strong> îți amintesc de cât timp joci și cât ai câștigat sau pierdut.</li>
<li><strong>Pauza</strong> îți închide contul de la 24 de ore până la șase săptămâni.</li>
<li><strong>Autoexcluderea</strong> îl închide pentru șase luni sau mai mult; nu poate fi anulată înainte de termen.</li>
</ul>
<h2>Semne de urmărit</h2>
<p>Să încerci să recuperezi pierderile, să joci cu bani pentru facturi, să ascunzi jocul de cei apropiați sau să fii neliniștit când nu poți juca sunt semne că jocul a devenit o problemă. Dacă recunoști vreunul, ia o pauză și vorbește cu cineva.</p>
<h2>Unde găsești ajutor</h2>
<p>Echipa de suport îți poate seta orice limită sau excludere, non-stop, fără întrebări. Organizații independente oferă consiliere gratuită și confidențială.</p>
<h3>Protecția minorilor</h3>
<p>Nimeni sub 18 ani nu are voie să joace. Păstrează-ți datele de autentificare pentru tine și folosește control parental pe dispozitivele folosite și de copii.</p>`,
  pt: `<p>Joga por diversão, nunca para ganhar dinheiro. O jogo é entretenimento que custa dinheiro, como uma noite fora: decide antes quanto podes perder e para quando deixar de ser divertido.</p>
<h2>Ferramentas para manteres o controlo</h2>
<ul>
<li><strong>Limites de depósito</strong> por dia, semana ou mês. Baixar um limite tem efeito imediato; subir espera 24 horas.</li>
<li><strong>Alertas de realidade</strong> lembram-te há quanto tempo jogas e quanto ganhaste ou perdeste.</li>
<li><strong>Pausa</strong> fecha a tua conta de 24 horas até seis semanas.</li>
<li><strong>Autoexclusão</strong> fecha-a por seis meses ou mais; não pode ser anulada antes do fim do prazo.</li>
</ul>
<h2>Sinais a ter em conta</h2>
<p>Tentar recuperar perdas, jogar com dinheiro das contas, esconder o jogo de quem te é próximo ou ficar inquieto quando não podes jogar são sinais de que o jogo se tornou um problema. Se algum te parece familiar, faz uma pausa e fala com alguém.</p>
<h2>Onde encontrar ajuda</h2>
<p>A nossa equipa de apoio define qualquer limite ou exclusão por ti, a qualquer hora, sem perguntas. Organizações independentes oferecem aconselhamento gratuito e confidencial.</p>
<h3>Proteção de menores</h3>
<p>Ninguém com menos de 18 anos pode jogar. Guarda os teus dados de acesso e usa controlo parental nos dispositivos partilhados com crianças.</p>`,
};
