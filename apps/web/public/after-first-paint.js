// Starts the app's scripts once a server-rendered first screen has been painted
// (docs/decisions/031): on a slow link the page's stylesheet and first art do not share it with
// the scripts, and the page shows before they have arrived. The BFF writes this element in place
// of the build's module script and preload links, which it lists here.
(function () {
  var script = document.currentScript;
  var entry = script === null ? null : script.getAttribute('data-entry');
  if (entry === null) return;
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;

  function add(element) {
    element.setAttribute('crossorigin', '');
    document.head.appendChild(element);
  }

  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      add(link);
    });
    var module = document.createElement('script');
    module.type = 'module';
    module.src = entry;
    add(module);
  }

  // After the frame that paints the page; a hidden tab paints nothing, so it starts at once.
  if (document.visibilityState === 'hidden') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();
