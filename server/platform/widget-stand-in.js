// A stand-in for the third-party reservation, booking, scheduling and registry widgets (docs/fixture-server.md
// "Widget scripts"). Like a provider's script it renders into every host on the page that names it
// (data-widget-script resolving to this script's address) and has nothing of its own yet. Plain DOM and
// CSSOM only, so it works under the fixture CSP.
(function () {
  var self = document.currentScript;
  if (!self) return console.error('Widget stand-in: run it as a classic script element');
  var address = new URL(self.src);
  var provider = address.pathname.split('/')[2] || 'widget';
  var hosts = document.querySelectorAll('[data-widget-script]');
  for (var i = 0; i < hosts.length; i++) {
    var host = hosts[i];
    var named;
    try {
      named = new URL(host.getAttribute('data-widget-script'), document.baseURI).href;
    } catch (error) {
      continue;
    }
    if (named !== address.href || host.querySelector(':scope > .fixture-widget')) continue;
    var widget = document.createElement('div');
    widget.className = 'fixture-widget';
    widget.setAttribute('data-provider', provider);
    widget.setAttribute('data-query', address.search.slice(1));
    // A real widget is a fixed-size frame; the examples keep its room (min-height) so nothing moves.
    widget.style.boxSizing = 'border-box';
    widget.style.height = '120px';
    widget.style.margin = '0';
    widget.style.padding = '8px';
    widget.style.border = '1px solid #555';
    var title = document.createElement('p');
    title.style.margin = '0 0 8px';
    title.textContent = 'Widget de ' + provider + ' (local)';
    var button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Escolher horário';
    widget.append(title, button);
    host.append(widget);
  }
})();
