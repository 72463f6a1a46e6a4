import type { Localized } from '../localized.js';

/** The jackpots' rules (footer section 'jackpots'), as the jackpots page shows them. */
export const JACKPOT_RULES: Localized<string> = {
  en: `<h2>How the jackpots work</h2>
<p>Three jackpots run side by side: Gold, Silver and Bronze. A small share of every qualifying real-money bet on a jackpot game goes into all three, so the figures on the jackpots page grow with every spin made by every player.</p>
<p>Each jackpot is awarded at random in real time. No spin result, symbol or bet size triggers it: any qualifying bet can be the one that wins, and the win is shown to you the moment it drops.</p>
<h2>Who can win</h2>
<ul>
<li>Bets from 0.50 EUR (or the same value in your currency) on the jackpot games qualify.</li>
<li>Bets placed with bonus money, free spins and demo play do not qualify.</li>
<li>Every player with a verified account, playing in any of our languages, takes part automatically.</li>
</ul>
<h2>Weekly drops</h2>
<p>On top of the random drops, each jackpot is guaranteed to drop once on Monday, Wednesday, Thursday and Friday. The weekly drop goes to a qualifying bet placed that day, again chosen at random.</p>
<h2>Claiming a win</h2>
<p>When a jackpot drops for you, a window asks what to do with it: claim it now, add it to your bonus queue or decline it. A jackpot win carries a 3x wagering requirement: wager three times the amount won before it can be withdrawn.</p>
<table><caption>At a glance</caption><tbody>
<tr><th scope="row">Smallest qualifying bet</th><td>0.50 EUR</td></tr>
<tr><th scope="row">Wagering of a win</th><td>3x</td></tr>
<tr><th scope="row">Weekly drops</th><td>Monday, Wednesday, Thursday, Friday</td></tr>
</tbody></table>`,
  gb: `<h2>How the jackpots work</h2>
<p>Three jackpots run side by side: Gold, Silver and Bronze. A small share of every qualifying real-money bet on a jackpot game goes into all three, so the figures on the jackpots page grow with every spin made by every player.</p>
<p>Each jackpot is awarded at random in real time. No spin result, symbol or bet size triggers it: any qualifying bet can be the one that wins, and the win is shown to you the moment it drops.</p>
<h2>Who can win</h2>
<ul>
<li>Bets worth 0.50 EUR or more in pounds on the jackpot games qualify.</li>
<li>Bets placed with bonus money, free spins and demo play do not qualify.</li>
<li>Every player with a verified account takes part automatically.</li>
</ul>
<h2>Weekly drops</h2>
<p>On top of the random drops, each jackpot is guaranteed to drop once on Monday, Wednesday, Thursday and Friday. The weekly drop goes to a qualifying bet placed that day, again chosen at random.</p>
<h2>Claiming a win</h2>
<p>When a jackpot drops for you, a window asks what to do with it: claim it now, add it to your bonus queue or decline it. A jackpot win carries a 3x wagering requirement: wager three times the amount won before it can be withdrawn.</p>
<table><caption>At a glance</caption><tbody>
<tr><th scope="row">Smallest qualifying bet</th><td>0.50 EUR in pounds</td></tr>
<tr><th scope="row">Wagering of a win</th><td>3x</td></tr>
<tr><th scope="row">Weekly drops</th><td>Monday, Wednesday, Thursday, Friday</td></tr>
</tbody></table>`,
  de: `<h2>So funktionieren die Jackpots</h2>
<p>Drei Jackpots laufen nebeneinander: Gold, Silber und Bronze. Ein kleiner Teil jedes qualifizierenden Echtgeld-Einsatzes auf einem Jackpot-Spiel fließt in alle drei, daher wachsen die Beträge auf der Jackpot-Seite mit jedem Dreh aller Spieler.</p>
<p>Jeder Jackpot wird zufällig in Echtzeit vergeben. Kein Drehergebnis, Symbol oder Einsatzbetrag löst ihn aus: Jeder qualifizierende Einsatz kann der Gewinner sein, und du siehst den Gewinn in dem Moment, in dem er fällt.</p>
<h2>Wer gewinnen kann</h2>
<ul>
<li>Einsätze ab 0,50 EUR (oder dem gleichen Wert in deiner Währung) auf den Jackpot-Spielen qualifizieren sich.</li>
<li>Einsätze mit Bonusgeld, Freispiele und Demospiele qualifizieren sich nicht.</li>
<li>Jeder Spieler mit verifiziertem Konto nimmt automatisch teil, in jeder unserer Sprachen.</li>
</ul>
<h2>Wöchentliche Drops</h2>
<p>Zusätzlich zu den zufälligen Drops fällt jeder Jackpot garantiert einmal am Montag, Mittwoch, Donnerstag und Freitag. Der wöchentliche Drop geht an einen qualifizierenden Einsatz dieses Tages, ebenfalls zufällig gewählt.</p>
<h2>Einen Gewinn annehmen</h2>
<p>Fällt ein Jackpot für dich, fragt ein Fenster, was damit geschehen soll: jetzt annehmen, in die Bonus-Warteschlange legen oder ablehnen. Jackpot-Gewinne müssen dreimal umgesetzt werden (3x), bevor sie ausgezahlt werden können.</p>
<table><caption>Auf einen Blick</caption><tbody>
<tr><th scope="row">Kleinster qualifizierender Einsatz</th><td>0,50 EUR</td></tr>
<tr><th scope="row">Umsatz eines Gewinns</th><td>3x</td></tr>
<tr><th scope="row">Wöchentliche Drops</th><td>Montag, Mittwoch, Donnerstag, Freitag</td></tr>
</tbody></table>`,
  ro: `<h2>Cum funcționează jackpoturile</h2>
<p>Trei jackpoturi rulează în paralel: Aur, Argint și Bronz. O mică parte din fiecare pariu eligibil pe bani reali la un joc cu jackpot intră în toate trei, așa că sumele de pe pagina jackpoturilor cresc cu fiecare rotire a fiecărui jucător.</p>
<p>Fiecare jackpot este acordat aleatoriu, în timp real. Niciun rezultat, simbol sau mărime a pariului nu îl declanșează: orice pariu eligibil poate fi cel câștigător, iar câștigul îți apare în clipa în care cade.</p>
<h2>Cine poate câștiga</h2>
<ul>
<li>Se califică pariurile de la 0,50 EUR (sau aceeași valoare în moneda ta) la jocurile cu jackpot.</li>
<li>Pariurile cu bani bonus, rotirile gratuite și jocul demo nu se califică.</li>
<li>Orice jucător cu cont verificat participă automat.</li>
</ul>
<h2>Extrageri săptămânale</h2>
<p>Pe lângă extragerile aleatorii, fiecare jackpot cade garantat o dată luni, miercuri, joi și vineri. Extragerea săptămânală merge la un pariu eligibil din ziua respectivă, ales tot aleatoriu.</p>
<h2>Revendicarea unui câștig</h2>
<p>Când un jackpot cade pentru tine, o fereastră te întreabă ce vrei să faci: îl revendici acum, îl adaugi în coada de bonusuri sau îl refuzi. Câștigurile din jackpot au o cerință de rulaj de 3x înainte de a putea fi retrase.</p>
<table><caption>Pe scurt</caption><tbody>
<tr><th scope="row">Cel mai mic pariu eligibil</th><td>0,50 EUR</td></tr>
<tr><th scope="row">Rulajul unui câștig</th><td>3x</td></tr>
<tr><th scope="row">Extrageri săptămânale</th><td>luni, miercuri, joi, vineri</td></tr>
</tbody></table>`,
  pt: `<h2>Como funcionam os jackpots</h2>
<p>Três jackpots correm lado a lado: Ouro, Prata e Bronze. Uma pequena parte de cada aposta elegível a dinheiro real num jogo com jackpot entra nos três, por isso os valores da página de jackpots crescem a cada jogada de cada jogador.</p>
<p>Cada jackpot é atribuído ao acaso, em tempo real. Nenhum resultado, símbolo ou valor de aposta o ativa: qualquer aposta elegível pode ser a vencedora, e o prémio aparece-te no momento em que sai.</p>
<h2>Quem pode ganhar</h2>
<ul>
<li>São elegíveis as apostas a partir de 0,50 EUR (ou o mesmo valor na tua moeda) nos jogos com jackpot.</li>
<li>As apostas com dinheiro de bónus, as rodadas grátis e o modo demo não são elegíveis.</li>
<li>Todos os jogadores com conta verificada participam automaticamente.</li>
</ul>
<h2>Sorteios semanais</h2>
<p>Além dos prémios ao acaso, cada jackpot sai garantidamente uma vez à segunda, quarta, quinta e sexta. O sorteio semanal vai para uma aposta elegível feita nesse dia, também escolhida ao acaso.</p>
<h2>Receber um prémio</h2>
<p>Quando um jackpot sai para ti, uma janela pergunta o que fazer: recebê-lo já, adicioná-lo à fila de bónus ou recusá-lo. Os prémios do jackpot têm um requisito de apostas de 3x antes de poderem ser levantados.</p>
<table><caption>Em resumo</caption><tbody>
<tr><th scope="row">Aposta mínima elegível</th><td>0,50 EUR</td></tr>
<tr><th scope="row">Apostas de um prémio</th><td>3x</td></tr>
<tr><th scope="row">Sorteios semanais</th><td>segunda, quarta, quinta, sexta</td></tr>
</tbody></table>`,
};
