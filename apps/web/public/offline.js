// The offline page's words in the visitor's language (the path's prefix, else the browser's) and
// its Try again button. The page is the service worker's answer to a navigation the network could
// not serve, shown at the URL asked for: trying again loads that URL. No inline script (the CSP).
(function () {
  var TEXTS = {
    en: {
      title: 'You are offline',
      text: 'This page needs a connection. Check your network; your balance and bets are safe.',
      retry: 'Try again',
    },
    de: {
      title: 'Du bist offline',
      text: 'Diese Seite braucht eine Verbindung. Prüfe dein Netz; dein Guthaben und deine Einsätze sind sicher.',
      retry: 'Erneut versuchen',
    },
    ro: {
      title: 'Ești offline',
      text: 'Această pagină are nevoie de conexiune. Verifică rețeaua; soldul și pariurile tale sunt în siguranță.',
      retry: 'Încearcă din nou',
    },
    pt: {
      title: 'Está offline',
      text: 'Esta página precisa de ligação. Verifique a sua rede; o seu saldo e as suas apostas estão seguros.',
      retry: 'Tentar novamente',
    },
  };
  var TAGS = { en: 'en', de: 'de-DE', ro: 'ro-RO', pt: 'pt-PT' };

  function language() {
    var prefix = location.pathname.split('/')[1];
    if (prefix === 'gb') return 'en';
    if (prefix && TEXTS[prefix]) return prefix;
    var browser = (navigator.languages || [navigator.language || 'en'])
      .map(function (tag) {
        return String(tag).slice(0, 2).toLowerCase();
      })
      .filter(function (code) {
        return TEXTS[code] !== undefined;
      });
    return browser[0] || 'en';
  }

  var code = language();
  var texts = TEXTS[code];
  document.documentElement.lang = TAGS[code];
  document.title = texts.title;
  ['title', 'text', 'retry'].forEach(function (key) {
    var element = document.querySelector('[data-text="' + key + '"]');
    if (element) element.textContent = texts[key];
  });
  var retry = document.querySelector('[data-text="retry"]');
  if (retry)
    retry.addEventListener('click', function () {
      location.reload();
    });
  // Back online: the page the visitor asked for.
  window.addEventListener('online', function () {
    location.reload();
  });
})();
