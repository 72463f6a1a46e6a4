import type { Localized } from '../localized.js';

/** The general rules of play (footer section 'info_pages'). */
export const RULES: Localized<string> = {
  en: `<p>These rules cover how games, bets and results work on Lumo Casino. Each game also has its own rules and paytable, shown inside the game.</p>
<h2>Games and results</h2>
<p>Every result is decided by the game provider's certified random number generator the moment you bet. Neither we nor the provider can change a result, and past results never affect future ones.</p>
<h2>Bets</h2>
<ul>
<li>A bet is placed when the game accepts it; its amount leaves your balance at once.</li>
<li>Real money is used before bonus money, unless the active bonus says otherwise.</li>
<li>Each game shows its smallest and largest bet; bonus money may have a lower maximum.</li>
</ul>
<h2>Interrupted games</h2>
<p>If your connection drops, the round is completed on the provider's side and its result is credited. Reopen the game to see it. A game that fails on the provider's side is voided and the bet refunded.</p>
<h2>Live casino</h2>
<p>Live tables follow the dealer's decisions and the studio's rules. A round the studio cancels is refunded in full.</p>
<table><caption>Return to player</caption><thead><tr><th scope="col">Game type</th><th scope="col">Typical RTP</th></tr></thead><tbody>
<tr><td>Slots</td><td>94% to 97%</td></tr><tr><td>Table games</td><td>97% to 99.5%</td></tr><tr><td>Crash games</td><td>97%</td></tr>
</tbody></table>`,
  de: `<p>Diese Regeln beschreiben, wie Spiele, Einsätze und Ergebnisse bei Lumo Casino funktionieren. Jedes Spiel hat zusätzlich eigene Regeln und eine Gewinntabelle im Spiel.</p>
<h2>Spiele und Ergebnisse</h2>
<p>Jedes Ergebnis bestimmt der zertifizierte Zufallszahlengenerator des Anbieters im Moment deines Einsatzes. Weder wir noch der Anbieter können ein Ergebnis ändern, und frühere Ergebnisse beeinflussen keine künftigen.</p>
<h2>Einsätze</h2>
<ul>
<li>Ein Einsatz gilt, sobald das Spiel ihn annimmt; der Betrag wird sofort abgebucht.</li>
<li>Echtgeld wird vor Bonusgeld verwendet, sofern der aktive Bonus nichts anderes sagt.</li>
<li>Jedes Spiel zeigt seinen kleinsten und größten Einsatz; für Bonusgeld kann ein niedrigeres Maximum gelten.</li>
</ul>
<h2>Unterbrochene Spiele</h2>
<p>Bricht deine Verbindung ab, wird die Runde beim Anbieter beendet und ihr Ergebnis gutgeschrieben. Öffne das Spiel erneut, um es zu sehen. Ein Fehler beim Anbieter macht die Runde ungültig, der Einsatz wird erstattet.</p>
<h2>Live-Casino</h2>
<p>Live-Tische folgen den Entscheidungen des Dealers und den Regeln des Studios. Eine vom Studio abgebrochene Runde wird voll erstattet.</p>
<table><caption>Auszahlungsquote</caption><thead><tr><th scope="col">Spielart</th><th scope="col">Übliche Quote</th></tr></thead><tbody>
<tr><td>Spielautomaten</td><td>94 % bis 97 %</td></tr><tr><td>Tischspiele</td><td>97 % bis 99,5 %</td></tr><tr><td>Crash-Spiele</td><td>97 %</td></tr>
</tbody></table>`,
  ro: `<p>Aceste reguli descriu cum funcționează jocurile, pariurile și rezultatele la Lumo Casino. Fiecare joc are și regulile și tabelul de plăți proprii, afișate în joc.</p>
<h2>Jocuri și rezultate</h2>
<p>Fiecare rezultat este stabilit de generatorul certificat de numere aleatorii al furnizorului, în momentul pariului. Nici noi, nici furnizorul nu putem schimba un rezultat, iar rezultatele trecute nu le influențează pe cele viitoare.</p>
<h2>Pariuri</h2>
<ul>
<li>Un pariu este plasat când jocul îl acceptă; suma se scade imediat din sold.</li>
<li>Banii reali se folosesc înaintea banilor bonus, dacă bonusul activ nu spune altceva.</li>
<li>Fiecare joc arată pariul minim și maxim; pentru banii bonus maximul poate fi mai mic.</li>
</ul>
<h2>Jocuri întrerupte</h2>
<p>Dacă se întrerupe conexiunea, runda se încheie la furnizor și rezultatul este creditat. Redeschide jocul pentru a-l vedea. O eroare a furnizorului anulează runda, iar pariul se rambursează.</p>
<h2>Cazino live</h2>
<p>Mesele live urmează deciziile dealerului și regulile studioului. O rundă anulată de studio se rambursează integral.</p>
<table><caption>Rata de returnare</caption><thead><tr><th scope="col">Tip de joc</th><th scope="col">RTP obișnuit</th></tr></thead><tbody>
<tr><td>Sloturi</td><td>94% - 97%</td></tr><tr><td>Jocuri de masă</td><td>97% - 99,5%</td></tr><tr><td>Jocuri crash</td><td>97%</td></tr>
</tbody></table>`,
  pt: `<p>Estas regras descrevem como funcionam os jogos, as apostas e os resultados no Lumo Casino. Cada jogo tem ainda as suas regras e tabela de pagamentos, dentro do jogo.</p>
<h2>Jogos e resultados</h2>
<p>Cada resultado é decidido pelo gerador certificado de números aleatórios do fornecedor no momento da aposta. Nem nós nem o fornecedor podemos mudar um resultado, e os resultados passados não influenciam os futuros.</p>
<h2>Apostas</h2>
<ul>
<li>Uma aposta é feita quando o jogo a aceita; o valor sai do saldo de imediato.</li>
<li>O dinheiro real é usado antes do dinheiro de bónus, salvo se o bónus ativo disser o contrário.</li>
<li>Cada jogo mostra a aposta mínima e máxima; com dinheiro de bónus o máximo pode ser menor.</li>
</ul>
<h2>Jogos interrompidos</h2>
<p>Se a ligação cair, a ronda termina do lado do fornecedor e o resultado é creditado. Abre de novo o jogo para o ver. Uma falha do fornecedor anula a ronda e a aposta é devolvida.</p>
<h2>Casino ao vivo</h2>
<p>As mesas ao vivo seguem as decisões do croupier e as regras do estúdio. Uma ronda cancelada pelo estúdio é devolvida por inteiro.</p>
<table><caption>Retorno ao jogador</caption><thead><tr><th scope="col">Tipo de jogo</th><th scope="col">RTP habitual</th></tr></thead><tbody>
<tr><td>Slots</td><td>94% a 97%</td></tr><tr><td>Jogos de mesa</td><td>97% a 99,5%</td></tr><tr><td>Jogos crash</td><td>97%</td></tr>
</tbody></table>`,
};
