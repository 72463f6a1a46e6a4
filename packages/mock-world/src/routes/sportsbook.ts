import {
  type LanguageCode,
  MESSAGES_DE,
  MESSAGES_EN,
  MESSAGES_PT,
  MESSAGES_RO,
  SPORT_FRAME_DEPOSIT,
  SPORT_FRAME_HEIGHT,
  SPORT_FRAME_INSUFFICIENT_BALANCE,
  SPORT_FRAME_LOGIN,
  SPORT_FRAME_READY,
  SPORT_FRAME_ROUTE,
  SPORT_FRAME_TOKEN_EXPIRED,
  SPORT_HOST_NAVIGATE,
  SPORT_HOST_SESSION,
  SPORT_HOST_TEARDOWN,
  SPORT_TOKEN_MAX_LENGTH,
  SPORT_FRAME_PATH_PATTERN,
  languageCodeSchema,
} from '@casino/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MockContext } from '../context.js';
import { roundMoney } from '../data/seeded.js';
import {
  SPORTBOOK_HOME_SPORTS,
  SPORT_OUTCOMES,
  sportbookSports,
  type SportbookSport,
} from '../data/sport-events.js';
import { MockHttpError } from '../http/errors.js';
import { parseRequest } from '../http/parse.js';
import { appOriginSchema, sendAsset, sendFramedPage } from './framed-page.js';
import type { PlayerAccount } from '../state/player-store.js';

// The mock sportsbook, as a vendor's would be: a page on its own origin (the mock world's, not
// the app's) that the app frames, speaking the frame protocol of packages/shared/sport-frame.ts,
// and the vendor's backend beside it. The page sends the token to its own backend only; a bet is
// placed by that backend against the casino's wallet, server to server (here the same process's
// player store), as sport_bet and sport_win transactions. The app never relays money.
// See docs/decisions/035-sportsbook-frame.md.

/** The page's words; the rest of its language is the token's (its player's currency). */
const WORDS: Readonly<Record<Exclude<LanguageCode, 'gb'>, Record<string, string>>> = {
  en: {
    title: 'Sportsbook',
    topEvents: 'Top events',
    allSports: 'All sports',
    moreOf: 'All {sport} events',
    notFound: 'This page of the sportsbook does not exist.',
    guest: 'Not logged in',
    player: 'Logged in as {login}',
    balance: 'Balance: {amount}',
    slip: 'Bet slip',
    emptySlip: 'Pick the odds of a match to bet on it.',
    stake: 'Stake',
    place: 'Place bet',
    remove: 'Remove',
    logInToBet: 'Log in to place a bet.',
    won: 'Bet won: {amount}',
    lost: 'Bet lost',
    notPlaced: 'The bet was not placed.',
    expired: 'Your session is being renewed. Try again.',
    home: 'Home',
    draw: 'Draw',
    away: 'Away',
    startsIn: 'Starts in {minutes} min',
  },
  de: {
    title: 'Sportwetten',
    topEvents: 'Top-Ereignisse',
    allSports: 'Alle Sportarten',
    moreOf: 'Alle Ereignisse: {sport}',
    notFound: 'Diese Seite der Sportwetten gibt es nicht.',
    guest: 'Nicht angemeldet',
    player: 'Angemeldet als {login}',
    balance: 'Guthaben: {amount}',
    slip: 'Wettschein',
    emptySlip: 'Wähle die Quote eines Spiels, um darauf zu wetten.',
    stake: 'Einsatz',
    place: 'Wette platzieren',
    remove: 'Entfernen',
    logInToBet: 'Melde dich an, um zu wetten.',
    won: 'Wette gewonnen: {amount}',
    lost: 'Wette verloren',
    notPlaced: 'Die Wette wurde nicht platziert.',
    expired: 'Deine Sitzung wird erneuert. Versuche es noch einmal.',
    home: 'Heim',
    draw: 'Unentschieden',
    away: 'Auswärts',
    startsIn: 'Beginnt in {minutes} Min.',
  },
  ro: {
    title: 'Pariuri sportive',
    topEvents: 'Evenimente de top',
    allSports: 'Toate sporturile',
    moreOf: 'Toate evenimentele: {sport}',
    notFound: 'Această pagină a pariurilor nu există.',
    guest: 'Neautentificat',
    player: 'Autentificat ca {login}',
    balance: 'Sold: {amount}',
    slip: 'Bilet',
    emptySlip: 'Alege cota unui meci pentru a paria.',
    stake: 'Miză',
    place: 'Plasează pariul',
    remove: 'Elimină',
    logInToBet: 'Autentifică-te pentru a paria.',
    won: 'Pariu câștigat: {amount}',
    lost: 'Pariu pierdut',
    notPlaced: 'Pariul nu a fost plasat.',
    expired: 'Sesiunea se reînnoiește. Încearcă din nou.',
    home: 'Gazde',
    draw: 'Egal',
    away: 'Oaspeți',
    startsIn: 'Începe în {minutes} min',
  },
  pt: {
    title: 'Apostas desportivas',
    topEvents: 'Eventos em destaque',
    allSports: 'Todos os desportos',
    moreOf: 'Todos os eventos: {sport}',
    notFound: 'Esta página das apostas não existe.',
    guest: 'Sessão não iniciada',
    player: 'Sessão iniciada como {login}',
    balance: 'Saldo: {amount}',
    slip: 'Boletim',
    emptySlip: 'Escolha a odd de um jogo para apostar.',
    stake: 'Aposta',
    place: 'Fazer aposta',
    remove: 'Remover',
    logInToBet: 'Inicie sessão para apostar.',
    won: 'Aposta ganha: {amount}',
    lost: 'Aposta perdida',
    notPlaced: 'A aposta não foi feita.',
    expired: 'A sua sessão está a ser renovada. Tente de novo.',
    home: 'Casa',
    draw: 'Empate',
    away: 'Fora',
    startsIn: 'Começa dentro de {minutes} min',
  },
};

/** 'Insufficient balance to place a bet' of the product's catalogue, in the page's language. */
const INSUFFICIENT: Readonly<Record<Exclude<LanguageCode, 'gb'>, string>> = {
  en: MESSAGES_EN.errors.insufficientBalance,
  de: MESSAGES_DE.errors.insufficientBalance,
  ro: MESSAGES_RO.errors.insufficientBalance,
  pt: MESSAGES_PT.errors.insufficientBalance,
};

/** The width below which the slip opens under the match picked, as the style sheet's layout. */
export const SPORTSBOOK_NARROW_PX = 840;

/**
 * The page's one script, the same for every visit (its data is a JSON block on the page), served
 * from the page's origin so that its CSP needs no inline script. It speaks the shared protocol:
 * the message names and the route pattern are the shared module's. It posts only to the host
 * origin the page was opened for and takes messages only from that origin and its parent window.
 */
export const SPORTSBOOK_SCRIPT = `(function(){
'use strict';
var T={ready:${JSON.stringify(SPORT_FRAME_READY)},route:${JSON.stringify(SPORT_FRAME_ROUTE)},height:${JSON.stringify(SPORT_FRAME_HEIGHT)},login:${JSON.stringify(SPORT_FRAME_LOGIN)},deposit:${JSON.stringify(SPORT_FRAME_DEPOSIT)},insufficient:${JSON.stringify(SPORT_FRAME_INSUFFICIENT_BALANCE)},expired:${JSON.stringify(SPORT_FRAME_TOKEN_EXPIRED)},session:${JSON.stringify(SPORT_HOST_SESSION)},navigate:${JSON.stringify(SPORT_HOST_NAVIGATE)},teardown:${JSON.stringify(SPORT_HOST_TEARDOWN)}};
var PATH=new RegExp(${JSON.stringify(SPORT_FRAME_PATH_PATTERN.source)});
var LANGS=${JSON.stringify(languageCodeSchema.options)};
var MAX_TOKEN=${String(SPORT_TOKEN_MAX_LENGTH)};
// Narrower than this, the bet slip opens under the match picked (the frame does not scroll, so a
// slip in a column of its own would be out of sight).
var NARROW=${String(SPORTSBOOK_NARROW_PX)};
var data=JSON.parse(document.getElementById('sportsbook-data').textContent);
var host=data.host,root=document.getElementById('sportsbook');
var state={token:'',language:data.language,path:'/',player:null,pick:null,result:null,sessions:0,busy:false,open:true};
function words(){return data.words[state.language==='gb'?'en':state.language]||data.words.en;}
function say(key,values){var text=words()[key]||key;Object.keys(values||{}).forEach(function(k){text=text.split('{'+k+'}').join(values[k]);});return text;}
function post(message){if(state.open)window.parent.postMessage(message,host);}
function el(tag,attrs,children){var node=document.createElement(tag);Object.keys(attrs||{}).forEach(function(k){if(k==='text')node.textContent=attrs[k];else node.setAttribute(k,attrs[k]);});(children||[]).forEach(function(c){if(c)node.appendChild(c);});return node;}
function money(amount,currency){return new Intl.NumberFormat(state.language==='gb'?'en-GB':state.language,{style:'currency',currency:currency}).format(amount);}
function sportBy(slug){for(var i=0;i<data.sports.length;i++)if(data.sports[i].slug===slug)return data.sports[i];return null;}
function go(path,report){if(!PATH.test(path))return;if(path===state.path)return;state.path=path;render();window.scrollTo(0,0);if(report)post({type:T.route,path:path});}
function link(path,text){var a=el('a',{href:'#'+path,'class':'link','data-path':path,text:text});a.addEventListener('click',function(e){e.preventDefault();go(path,true);});return a;}
function eventRow(sport,ev){var odds=el('div',{'class':'odds'});['home','draw','away'].forEach(function(o){if(ev.odds[o]===undefined)return;var picked=state.pick&&state.pick.eventId===ev.id&&state.pick.outcome===o;var b=el('button',{type:'button','class':'odd'+(picked?' picked':''),'aria-pressed':picked?'true':'false','data-event':String(ev.id),'data-outcome':o},[el('span',{'class':'label',text:say(o)}),el('span',{'class':'price',text:ev.odds[o].toFixed(2)})]);b.addEventListener('click',function(){state.pick={eventId:ev.id,outcome:o,odds:ev.odds[o],name:ev.home+' – '+ev.away};state.result=null;render();});odds.appendChild(b);});return el('li',{'class':'event'},[el('p',{'class':'teams',text:ev.home+' – '+ev.away}),el('p',{'class':'time',text:say('startsIn',{minutes:String(ev.startsInMinutes)})}),odds,narrow()&&state.pick&&state.pick.eventId===ev.id?slip():null]);}
function sportSection(sport,count,withLink){var list=el('ul',{'class':'events'});sport.events.slice(0,count).forEach(function(ev){list.appendChild(eventRow(sport,ev));});return el('section',{'class':'sport','aria-labelledby':'sport-'+sport.slug},[el('h2',{id:'sport-'+sport.slug,text:sport.name}),list,withLink?link('/'+sport.slug,say('moreOf',{sport:sport.name})):null]);}
function slip(){var box=el('section',{'class':'slip','aria-labelledby':'slip-title'},[el('h2',{id:'slip-title',text:say('slip')})]);
if(state.pick===null){box.appendChild(el('p',{'class':'muted',text:say('emptySlip')}));}
else{box.appendChild(el('p',{'class':'pick',text:state.pick.name+' · '+say(state.pick.outcome)+' @ '+state.pick.odds.toFixed(2)}));
var input=el('input',{id:'stake',type:'number',min:'0.1',step:'0.1',inputmode:'decimal',value:String(state.stakeValue||'5')});input.addEventListener('input',function(){state.stakeValue=input.value;});
var place=el('button',{type:'button','class':'primary',id:'place-bet',text:say('place')});if(state.busy)place.setAttribute('disabled','');place.addEventListener('click',placeBet);
var remove=el('button',{type:'button','class':'secondary',text:say('remove')});remove.addEventListener('click',function(){state.pick=null;state.result=null;render();});
box.appendChild(el('div',{'class':'stake'},[el('label',{'for':'stake',text:say('stake')}),input]));box.appendChild(el('div',{'class':'actions'},[remove,place]));}
box.appendChild(el('p',{'class':'result'+(state.result?' '+state.result.kind:''),id:'bet-result',role:'status','aria-live':'polite',text:state.result?state.result.text:''}));return box;}
function narrow(){return window.innerWidth<NARROW;}
function render(){var sport=null,main;state.narrow=narrow();
if(state.path==='/'){main=[el('h1',{text:say('topEvents')})];data.sports.slice(0,data.homeSports).forEach(function(s){main.push(sportSection(s,2,true));});}
else{sport=sportBy(state.path.split('/')[1]);main=sport?[link('/',say('allSports')),el('h1',{text:sport.name}),sportSection(sport,sport.events.length,false)]:[link('/',say('allSports')),el('h1',{text:say('title')}),el('p',{text:say('notFound')})];}
var status=state.player?say('player',{login:state.player.login})+' · '+say('balance',{amount:money(state.player.balance,state.player.currency)}):say('guest');
root.replaceChildren(el('header',{'class':'bar'},[el('strong',{text:say('title')}),el('span',{id:'status','data-status':state.player?'player':'guest',text:status})]),el('div',{'class':'layout'},[el('main',{'class':'board'},main),state.narrow?null:slip()]));
root.setAttribute('data-path',state.path);root.setAttribute('data-sessions',String(state.sessions));document.documentElement.lang=state.language==='gb'?'en':state.language;}
function api(path,body){return fetch(data.base+path,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(body)}).then(function(r){return r.json().then(function(b){return{ok:r.ok,status:r.status,body:b};});});}
function readSession(){var token=state.token;if(token===''){state.player=null;render();return;}
api('/session',{token:token}).then(function(a){if(token!==state.token)return;if(a.ok){state.player=a.body.player;}else{state.player=null;if(a.status===401)post({type:T.expired});}render();}).catch(function(){state.player=null;render();});}
function placeBet(){if(state.pick===null||state.busy)return;if(state.token===''||state.player===null){state.result={kind:'error',text:say('logInToBet')};render();post({type:T.login});return;}
var stake=Number(String(state.stakeValue||'5').replace(',','.'));state.busy=true;render();
api('/bet',{token:state.token,eventId:state.pick.eventId,outcome:state.pick.outcome,stake:stake}).then(function(a){state.busy=false;
if(a.ok){state.player.balance=a.body.balance;state.result=a.body.win>0?{kind:'win',text:say('won',{amount:money(a.body.win,a.body.currency)})}:{kind:'lost',text:say('lost')};}
else{var code=a.body&&a.body.error&&a.body.error.code;if(code==='insufficient_balance'){state.result={kind:'error',text:data.insufficient[state.language==='gb'?'en':state.language]||data.insufficient.en};post({type:T.insufficient});}
else if(a.status===401){state.result={kind:'error',text:say('expired')};post({type:T.expired});}else state.result={kind:'error',text:say('notPlaced')};}
render();}).catch(function(){state.busy=false;state.result={kind:'error',text:say('notPlaced')};render();});}
function valid(m){if(m===null||typeof m!=='object'||typeof m.type!=='string')return false;var keys=Object.keys(m);
if(m.type===T.session)return keys.length===3&&typeof m.token==='string'&&m.token.length<=MAX_TOKEN&&LANGS.indexOf(m.language)!==-1;
if(m.type===T.navigate)return keys.length===2&&typeof m.path==='string'&&m.path.length<=256&&PATH.test(m.path);
return m.type===T.teardown&&keys.length===1;}
window.addEventListener('message',function(e){if(e.origin!==host||e.source!==window.parent||!valid(e.data))return;var m=e.data;
if(m.type===T.session){state.sessions+=1;var changed=m.token!==state.token;state.token=m.token;state.language=m.language;if(changed)readSession();else render();}
else if(m.type===T.navigate){go(m.path,false);}
else if(m.type===T.teardown){state.open=false;state.token='';state.player=null;root.replaceChildren();}});
var last=-1;function report(){var h=Math.ceil(document.documentElement.getBoundingClientRect().height);if(h!==last){last=h;post({type:T.height,height:h});}}
if(typeof ResizeObserver==='function')new ResizeObserver(report).observe(document.documentElement);
window.addEventListener('resize',function(){if(narrow()!==state.narrow)render();});
render();report();post({type:T.ready});
})();
`;

/** The page's style sheet, on its own origin too (no inline style under the page's CSP). */
export const SPORTSBOOK_STYLE = `
*{box-sizing:border-box}html{overflow:hidden}
body{margin:0;font-family:system-ui,sans-serif;background:#0f2240;color:#f5f7fb;line-height:1.5}
#sportsbook{padding:16px;display:flex;flex-direction:column;gap:16px}
.bar{display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px;padding:8px 16px;border-radius:8px;background:#16305a}
.layout{display:grid;gap:16px;grid-template-columns:minmax(0,1fr)}
@media (min-width:${String(SPORTSBOOK_NARROW_PX)}px){.layout{grid-template-columns:minmax(0,1fr) 320px;align-items:start}}
.event .slip{background:#0f2240;border:1px solid #ffb300}
h1{font-size:24px;margin:0 0 8px}h2{font-size:18px;margin:0 0 8px}p{margin:0}
.board{display:flex;flex-direction:column;gap:16px;min-width:0}
.sport,.slip{background:#16305a;border-radius:8px;padding:16px;display:flex;flex-direction:column;gap:8px}
.events{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
.event{display:grid;gap:8px;padding:8px 0;border-top:1px solid #2a4a7f}
.teams{font-weight:700;overflow-wrap:anywhere}.time,.muted{color:#c5d0e6;font-size:14px}
.odds{display:flex;flex-wrap:wrap;gap:8px}
.odd{flex:1 1 88px;display:flex;justify-content:space-between;gap:8px;min-height:44px;padding:8px 16px;border-radius:8px;border:1px solid #3b5f99;background:#0f2240;color:#f5f7fb;font:inherit;cursor:pointer}
.odd.picked{background:#ffb300;color:#1a1a1a;border-color:#ffb300}.price{font-weight:700}
.link{color:#ffd54f;align-self:flex-start;padding:8px 0}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #ffd54f;outline-offset:2px}
.stake{display:flex;align-items:center;gap:8px}.stake input{width:100%;min-height:44px;padding:8px;border-radius:8px;border:1px solid #3b5f99;background:#0f2240;color:#f5f7fb;font:inherit}
.actions{display:flex;gap:8px;flex-wrap:wrap}.actions button{flex:1 1 120px;min-height:44px;border:0;border-radius:8px;font:inherit;font-weight:700;cursor:pointer}
.primary{background:#ffb300;color:#1a1a1a}.secondary{background:#455a64;color:#fff}button:disabled{opacity:.6;cursor:default}
.result{min-height:1.5em;font-weight:700}.result.win{color:#a5d6a7}.result.error{color:#ffcdd2}
`;

const pageQuerySchema = z.object({
  /** The app's exact origin: where the page posts, whom it listens to, who may frame it. */
  host: appOriginSchema,
  lang: languageCodeSchema.default('en'),
});
const tokenSchema = z.string().min(1).max(SPORT_TOKEN_MAX_LENGTH);
const sessionBodySchema = z.object({ token: tokenSchema }).strict();
const betBodySchema = z
  .object({
    token: tokenSchema,
    eventId: z.number().int().positive(),
    outcome: z.enum(SPORT_OUTCOMES),
    stake: z.number().positive().max(1_000_000),
  })
  .strict();

/** The smallest stake the sportsbook takes, in any currency. */
export const SPORT_MIN_STAKE = 0.1;

export interface SportsbookSession {
  login: string;
  balance: number;
  currency: string;
}

export function registerSportsbookRoutes(app: FastifyInstance, context: MockContext): void {
  const { store, clock } = context;
  const sports: SportbookSport[] = sportbookSports(context.world.seed);
  const events = new Map(sports.flatMap((sport) => sport.events.map((event) => [event.id, event])));

  /** The player of a live token, or a 401: the frame asks the app for a new token. */
  function playerOf(token: string): PlayerAccount {
    const grant = context.sportTokens.get(token);
    const account =
      grant !== undefined && grant.expiresAtMs > clock.now() ? store.byId(grant.playerId) : null;
    if (account === null || account === undefined) {
      throw new MockHttpError('unauthorized', 'The sportsbook token has expired');
    }
    return account;
  }

  const session = (account: PlayerAccount): SportsbookSession => ({
    login: account.login,
    balance: account.balances.main,
    currency: account.currency,
  });

  app.get('/sportsbook', (request, reply) => {
    const { host, lang } = parseRequest(pageQuerySchema, request.query, 'query');
    const data = {
      host,
      language: lang,
      base: '/pages/sportsbook',
      homeSports: SPORTBOOK_HOME_SPORTS,
      sports: sports.map(({ sport_id, name, slug, events: list }) => ({
        sport_id,
        name,
        slug,
        events: list.map(({ id, home, away, startsInMinutes, odds }) => ({
          id,
          home,
          away,
          startsInMinutes,
          odds,
        })),
      })),
      words: WORDS,
      insufficient: INSUFFICIENT,
    };
    const language = lang === 'gb' ? 'en' : lang;
    return sendFramedPage(reply, {
      host,
      language,
      title: WORDS[language].title ?? 'Sportsbook',
      base: '/pages/sportsbook',
      root: '<div id="sportsbook" data-sessions="0"></div>',
      dataId: 'sportsbook-data',
      data,
      connects: true,
    });
  });

  app.get('/sportsbook/app.js', (_request, reply) =>
    sendAsset(reply, 'text/javascript', SPORTSBOOK_SCRIPT),
  );
  app.get('/sportsbook/app.css', (_request, reply) =>
    sendAsset(reply, 'text/css', SPORTSBOOK_STYLE),
  );

  // The vendor's backend: the page's own origin, called with the token in the body.
  app.post('/sportsbook/session', (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const { token } = parseRequest(sessionBodySchema, request.body, 'body');
    return { player: session(playerOf(token)) };
  });

  app.post('/sportsbook/bet', (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const body = parseRequest(betBodySchema, request.body, 'body');
    const account = playerOf(body.token);
    const event = events.get(body.eventId);
    const price = event?.odds[body.outcome];
    if (event === undefined || price === undefined) {
      throw new MockHttpError('validation_failed', 'No such selection', [
        { path: 'outcome', message: 'errors.noSuchOption' },
      ]);
    }
    const stake = roundMoney(body.stake);
    if (stake < SPORT_MIN_STAKE) {
      throw new MockHttpError('validation_failed', 'The stake is below the minimum', [
        { path: 'stake', message: 'errors.minAmount' },
      ]);
    }
    // The operator's wallet: sport bets take real money only (no casino bonus money).
    if (Math.round(stake * 100) > Math.round(account.balances.main * 100)) {
      throw new MockHttpError('insufficient_balance', 'Insufficient balance to place a bet', [
        { path: 'stake', message: 'errors.insufficientBalance' },
      ]);
    }
    const now = clock.now();
    const win = event.result === body.outcome ? roundMoney(stake * price) : 0;
    account.balances.main = roundMoney(account.balances.main - stake);
    account.transactions.unshift(sportTransaction(context, account, 'sport_bet', -stake, now));
    if (win > 0) {
      account.balances.main = roundMoney(account.balances.main + win);
      account.transactions.unshift(sportTransaction(context, account, 'sport_win', win, now));
    }
    store.appendEvent(account, { type: 'BALANCE_CHANGED', data: {} }, now);
    return { stake, win, balance: account.balances.main, currency: account.currency };
  });
}

function sportTransaction(
  context: MockContext,
  account: PlayerAccount,
  type: 'sport_bet' | 'sport_win',
  amount: number,
  nowMs: number,
) {
  return {
    id: context.store.newTransactionId(),
    scope: 'game' as const,
    wallet: 'basic' as const,
    type,
    amount,
    currency: account.currency,
    status: 'complete' as const,
    method: null,
    fee: null,
    balance: account.balances.main,
    agoMs: null,
    atMs: nowMs,
  };
}
