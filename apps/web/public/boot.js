// On a pre-rendered page the app's code is fetched only after the page has been painted, so the
// first paint waits for nothing but the HTML and the stylesheet. scripts/prerender.mjs puts the
// entry and the chunks to preload on this script's data attributes.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var preload = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.appendChild(module);
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  // A tab opened in the background paints no frames: start anyway.
  setTimeout(start, 1000);
})();
