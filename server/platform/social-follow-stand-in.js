// A stand-in for a third-party social follow widget (docs/fixture-server.md "Social follow widget"). Like a
// provider's script it renders follow buttons into every host on the page that names it (data-social-follow
// resolving to this script's address), after the block's links. Plain DOM and CSSOM only, so it works under
// the fixture CSP.
(function () {
  var self = document.currentScript;
  if (!self) return console.error('Social follow stand-in: run it as a classic script element');
  var address = new URL(self.src);
  var provider = address.pathname.split('/')[2] || 'social';
  var account = address.searchParams.get('conta') || 'conta';
  var hosts = document.querySelectorAll('[data-social-follow]');
  for (var i = 0; i < hosts.length; i++) {
    var host = hosts[i];
    var named;
    try {
      named = new URL(host.getAttribute('data-social-follow'), document.baseURI).href;
    } catch (error) {
      continue;
    }
    if (named !== address.href || host.querySelector(':scope > .fixture-follow')) continue;
    var widget = document.createElement('div');
    widget.className = 'fixture-follow';
    widget.setAttribute('data-provider', provider);
    // A real widget is a fixed-size frame; the examples keep its room (min-height) so nothing moves.
    widget.style.boxSizing = 'border-box';
    widget.style.height = '40px';
    widget.style.margin = '0';
    var button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Seguir @' + account + ' (' + provider + ', local)';
    widget.append(button);
    host.append(widget);
  }
})();
