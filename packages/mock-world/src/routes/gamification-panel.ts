import {
  GAMIFICATION_ACTIONS,
  GAMIFICATION_HOST_STATE,
  GAMIFICATION_HOST_TEARDOWN,
  GAMIFICATION_PANEL_ACTION,
  GAMIFICATION_PANEL_BUY,
  GAMIFICATION_PANEL_HEIGHT,
  GAMIFICATION_PANEL_READY,
  gamificationActionSchema,
  languageCodeSchema,
  type LanguageCode,
} from '@casino/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseRequest } from '../http/parse.js';
import { appOriginSchema, sendAsset, sendFramedPage } from './framed-page.js';

// The mock gamification service's panel, as a vendor's widget would be: a page on its own origin
// (the mock world's, not the app's) that the app frames, speaking the protocol of
// packages/shared/gamification.ts. It holds no credential and calls no backend: the app hands it
// the player's profile, and a press on "buy" is a request to the app, which confirms it and has
// the BFF make the purchase. See docs/decisions/039-gamification.md.

const WORDS: Readonly<Record<Exclude<LanguageCode, 'gb'>, Record<string, string>>> = {
  en: {
    title: 'Rewards',
    wheel: 'Wheel',
    missions: 'Missions',
    store: 'Store',
    'big-win': 'Big win',
    sections: 'Rewards sections',
    coins: 'Your coins: {coins}',
    loading: 'Loading your rewards…',
    spins: 'Spin {target} times in any game',
    wins: 'Win {target} spins in any game',
    progress: '{progress} of {target}',
    reward: 'Pays {coins} coins',
    done: 'Done: {coins} coins paid',
    freeSpins: '{spins} free spins',
    money: '{amount} bonus money',
    price: '{coins} coins',
    buy: 'Buy',
    buyLabel: 'Buy {item} for {coins} coins',
    wheelTitle: 'What the wheel can land on',
    wheelText: 'Every finished mission brings you closer to your next spin.',
    prize: '{coins} coins',
    bigWinTitle: 'Your biggest win',
    noBigWin: 'No win yet: your first one will show here.',
  },
  de: {
    title: 'Belohnungen',
    wheel: 'Glücksrad',
    missions: 'Missionen',
    store: 'Shop',
    'big-win': 'Großer Gewinn',
    sections: 'Bereiche der Belohnungen',
    coins: 'Deine Münzen: {coins}',
    loading: 'Deine Belohnungen werden geladen…',
    spins: 'Drehe {target}-mal in einem beliebigen Spiel',
    wins: 'Gewinne {target} Drehungen in einem beliebigen Spiel',
    progress: '{progress} von {target}',
    reward: 'Bringt {coins} Münzen',
    done: 'Erledigt: {coins} Münzen gutgeschrieben',
    freeSpins: '{spins} Freispiele',
    money: '{amount} Bonusgeld',
    price: '{coins} Münzen',
    buy: 'Kaufen',
    buyLabel: '{item} für {coins} Münzen kaufen',
    wheelTitle: 'Was das Glücksrad bringen kann',
    wheelText: 'Jede erledigte Mission bringt dich deiner nächsten Drehung näher.',
    prize: '{coins} Münzen',
    bigWinTitle: 'Dein größter Gewinn',
    noBigWin: 'Noch kein Gewinn: Dein erster erscheint hier.',
  },
  ro: {
    title: 'Recompense',
    wheel: 'Roata',
    missions: 'Misiuni',
    store: 'Magazin',
    'big-win': 'Câștig mare',
    sections: 'Secțiunile recompenselor',
    coins: 'Monedele tale: {coins}',
    loading: 'Se încarcă recompensele…',
    spins: 'Rotește de {target} ori în orice joc',
    wins: 'Câștigă {target} rotiri în orice joc',
    progress: '{progress} din {target}',
    reward: 'Aduce {coins} monede',
    done: 'Gata: {coins} monede primite',
    freeSpins: '{spins} rotiri gratuite',
    money: '{amount} bani bonus',
    price: '{coins} monede',
    buy: 'Cumpără',
    buyLabel: 'Cumpără {item} pentru {coins} monede',
    wheelTitle: 'Ce poate aduce roata',
    wheelText: 'Fiecare misiune terminată te apropie de următoarea rotire.',
    prize: '{coins} monede',
    bigWinTitle: 'Cel mai mare câștig al tău',
    noBigWin: 'Niciun câștig încă: primul va apărea aici.',
  },
  pt: {
    title: 'Recompensas',
    wheel: 'Roda',
    missions: 'Missões',
    store: 'Loja',
    'big-win': 'Grande ganho',
    sections: 'Secções das recompensas',
    coins: 'As suas moedas: {coins}',
    loading: 'A carregar as suas recompensas…',
    spins: 'Gire {target} vezes em qualquer jogo',
    wins: 'Ganhe {target} giros em qualquer jogo',
    progress: '{progress} de {target}',
    reward: 'Paga {coins} moedas',
    done: 'Concluída: {coins} moedas pagas',
    freeSpins: '{spins} rodadas grátis',
    money: '{amount} em dinheiro de bónus',
    price: '{coins} moedas',
    buy: 'Comprar',
    buyLabel: 'Comprar {item} por {coins} moedas',
    wheelTitle: 'O que a roda pode dar',
    wheelText: 'Cada missão concluída aproxima-o do próximo giro.',
    prize: '{coins} moedas',
    bigWinTitle: 'O seu maior ganho',
    noBigWin: 'Ainda sem ganhos: o primeiro aparecerá aqui.',
  },
};

/**
 * The panel's one script, the same for every visit (its data is a JSON block on the page),
 * served from the page's origin so that its CSP needs no inline script. It posts only to the host
 * origin the page was opened for and takes messages only from that origin and its parent window.
 */
export const GAMIFICATION_PANEL_SCRIPT = `(function(){
'use strict';
var T={ready:${JSON.stringify(GAMIFICATION_PANEL_READY)},height:${JSON.stringify(GAMIFICATION_PANEL_HEIGHT)},buy:${JSON.stringify(GAMIFICATION_PANEL_BUY)},action:${JSON.stringify(GAMIFICATION_PANEL_ACTION)},state:${JSON.stringify(GAMIFICATION_HOST_STATE)},teardown:${JSON.stringify(GAMIFICATION_HOST_TEARDOWN)}};
var ACTIONS=${JSON.stringify(GAMIFICATION_ACTIONS)};
var LANGS=${JSON.stringify(languageCodeSchema.options)};
var data=JSON.parse(document.getElementById('panel-data').textContent);
var host=data.host,root=document.getElementById('panel');
var state={action:data.action,language:data.language,profile:null,open:true};
function words(){return data.words[state.language==='gb'?'en':state.language]||data.words.en;}
function say(key,values){var text=words()[key]||key;Object.keys(values||{}).forEach(function(k){text=text.split('{'+k+'}').join(String(values[k]));});return text;}
function post(message){if(state.open)window.parent.postMessage(message,host);}
function el(tag,attrs,children){var node=document.createElement(tag);Object.keys(attrs||{}).forEach(function(k){if(k==='text')node.textContent=attrs[k];else node.setAttribute(k,attrs[k]);});(children||[]).forEach(function(c){if(c)node.appendChild(c);});return node;}
var fmt=new Intl.NumberFormat('de-DE',{minimumFractionDigits:2,maximumFractionDigits:2});
function money(amount,currency){var n=fmt.format(amount);return currency==='GBP'?'£'+n:currency==='EUR'?n+'\\u00a0€':n+'\\u00a0'+currency;}
function itemName(item){return item.kind==='free_spins'?say('freeSpins',{spins:item.spins}):say('money',{amount:money(item.amount,item.currency)});}
function tabs(){var list=el('div',{'class':'tabs',role:'tablist','aria-label':say('sections')});ACTIONS.forEach(function(a){var b=el('button',{type:'button',role:'tab','class':'tab',id:'tab-'+a,'aria-selected':a===state.action?'true':'false','aria-controls':'section',text:say(a)});b.addEventListener('click',function(){if(a===state.action)return;state.action=a;render();post({type:T.action,action:a});});list.appendChild(b);});return list;}
function missions(p){var list=el('ul',{'class':'list'});p.missions.forEach(function(m){var label=say(m.metric,{target:m.target});var bar=el('progress',{max:String(m.target),value:String(m.progress),'aria-label':label});list.appendChild(el('li',{'class':'card'+(m.done?' done':''),'data-mission':m.id},[el('p',{'class':'name',text:label}),bar,el('p',{'class':'muted',text:say('progress',{progress:m.progress,target:m.target})+' · '+(m.done?say('done',{coins:m.reward}):say('reward',{coins:m.reward}))})]));});return list;}
function store(p){var list=el('ul',{'class':'list grid'});p.items.forEach(function(item){var name=itemName(item);var b=el('button',{type:'button','class':'primary','data-item':item.id,'aria-label':say('buyLabel',{item:name,coins:item.price}),text:say('buy')});b.addEventListener('click',function(){post({type:T.buy,itemId:item.id});});list.appendChild(el('li',{'class':'card'},[el('p',{'class':'name',text:name}),el('p',{'class':'muted',text:say('price',{coins:item.price})}),b]));});return list;}
function wheel(p){var list=el('ul',{'class':'prizes'});p.wheelPrizes.forEach(function(c){list.appendChild(el('li',{'class':'prize',text:say('prize',{coins:c})}));});return el('div',{},[el('h2',{text:say('wheelTitle')}),list,el('p',{'class':'muted',text:say('wheelText')})]);}
function bigWin(p){return el('div',{},[el('h2',{text:say('bigWinTitle')}),el('p',{'class':'big',text:p.bigWin?money(p.bigWin.amount,p.bigWin.currency):say('noBigWin')})]);}
function render(){document.documentElement.lang=state.language==='gb'?'en':state.language;var p=state.profile;
var body=p===null?el('p',{'class':'muted',role:'status',text:say('loading')}):state.action==='missions'?missions(p):state.action==='store'?store(p):state.action==='wheel'?wheel(p):bigWin(p);
root.replaceChildren(el('header',{'class':'bar'},[el('h1',{text:say('title')}),p===null?null:el('p',{id:'coins','class':'coins','data-coins':String(p.coins),text:say('coins',{coins:p.coins})})]),tabs(),el('section',{id:'section',role:'tabpanel','aria-labelledby':'tab-'+state.action},[body]));
root.setAttribute('data-action',state.action);}
function valid(m){if(m===null||typeof m!=='object'||typeof m.type!=='string')return false;var keys=Object.keys(m);
if(m.type===T.state)return keys.length===4&&ACTIONS.indexOf(m.action)!==-1&&LANGS.indexOf(m.language)!==-1&&m.profile!==null&&typeof m.profile==='object'&&typeof m.profile.coins==='number'&&Array.isArray(m.profile.missions)&&Array.isArray(m.profile.items)&&Array.isArray(m.profile.wheelPrizes);
return m.type===T.teardown&&keys.length===1;}
window.addEventListener('message',function(e){if(e.origin!==host||e.source!==window.parent||!valid(e.data))return;var m=e.data;
if(m.type===T.state){state.action=m.action;state.language=m.language;state.profile=m.profile;render();}
else if(m.type===T.teardown){state.open=false;state.profile=null;root.replaceChildren();}});
var last=-1;function report(){var h=Math.ceil(document.documentElement.getBoundingClientRect().height);if(h!==last){last=h;post({type:T.height,height:h});}}
if(typeof ResizeObserver==='function')new ResizeObserver(report).observe(document.documentElement);
render();report();post({type:T.ready});
})();
`;

/** The panel's style sheet, on its own origin too (no inline style under the page's CSP). */
export const GAMIFICATION_PANEL_STYLE = `
*{box-sizing:border-box}html{overflow:hidden}
body{margin:0;font-family:system-ui,sans-serif;background:#0f2240;color:#f5f7fb;line-height:1.5}
#panel{padding:16px;display:flex;flex-direction:column;gap:16px}
.bar{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:8px}
h1{font-size:24px;margin:0}h2{font-size:18px;margin:0 0 8px}p{margin:0}
.coins{font-weight:700;color:#ffd54f}
.tabs{display:flex;flex-wrap:wrap;gap:8px}
.tab{min-height:44px;padding:8px 16px;border-radius:8px;border:1px solid #3b5f99;background:#16305a;color:#f5f7fb;font:inherit;cursor:pointer}
.tab[aria-selected=true]{background:#ffb300;border-color:#ffb300;color:#1a1a1a;font-weight:700}
.list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr))}
.card{background:#16305a;border-radius:8px;padding:16px;display:flex;flex-direction:column;gap:8px}
.card.done{border:1px solid #a5d6a7}
.name{font-weight:700}.muted{color:#c5d0e6}
progress{width:100%;height:8px;accent-color:#ffb300}
.prizes{list-style:none;margin:0 0 8px;padding:0;display:flex;flex-wrap:wrap;gap:8px}
.prize{padding:8px 16px;border-radius:999px;background:#16305a;font-weight:700}
.big{font-size:32px;font-weight:700;color:#ffd54f}
.primary{min-height:44px;border:0;border-radius:8px;padding:8px 16px;font:inherit;font-weight:700;cursor:pointer;background:#ffb300;color:#1a1a1a}
button:focus-visible{outline:3px solid #ffd54f;outline-offset:2px}
`;

const panelQuerySchema = z.object({
  /** The app's exact origin: where the page posts, whom it listens to, who may frame it. */
  host: appOriginSchema,
  action: gamificationActionSchema.default('wheel'),
  lang: languageCodeSchema.default('en'),
});

/** The panel's address for an app origin: what the BFF gives the app in mock mode. */
export const MOCK_GAMIFICATION_PANEL_PATH = '/pages/gamification';

export function registerGamificationPanelRoutes(app: FastifyInstance): void {
  app.get('/gamification', (request, reply) => {
    const { host, action, lang } = parseRequest(panelQuerySchema, request.query, 'query');
    const language = lang === 'gb' ? 'en' : lang;
    const data = { host, action, language: lang, words: WORDS };
    return sendFramedPage(reply, {
      host,
      language,
      title: WORDS[language].title ?? 'Rewards',
      base: MOCK_GAMIFICATION_PANEL_PATH,
      root: '<main id="panel"></main>',
      dataId: 'panel-data',
      data,
    });
  });

  app.get('/gamification/app.js', (_request, reply) =>
    sendAsset(reply, 'text/javascript', GAMIFICATION_PANEL_SCRIPT),
  );
  app.get('/gamification/app.css', (_request, reply) =>
    sendAsset(reply, 'text/css', GAMIFICATION_PANEL_STYLE),
  );
}
