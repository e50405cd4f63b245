/*
 * Stand-in for the captcha service script (reCAPTCHA v2, explicit rendering), served by the fixture
 * server at /recaptcha/api.js. A minimal, honest subset of window.grecaptcha: render, getResponse,
 * reset and ready, with the real script's errors. The widget is a plain checkbox ("Não sou um
 * robô"): ticking it solves the captcha, unticking it or reset() clears the answer. The server puts
 * the token in place of the argument below and appends the onload call.
 * It only uses `window` and `document`, so unit tests can run it against a test DOM, and it styles
 * through the CSSOM (never style attributes), so it works under a CSP without 'unsafe-inline'.
 */
(function (TOKEN) {
  'use strict';

  /** The real widget's frame sizes. */
  var SIZES = {
    normal: { width: '304px', height: '78px' },
    compact: { width: '164px', height: '144px' },
  };

  /** By widget id: { container, params, input, response }. */
  var widgets = [];

  function call(fn, args) {
    if (typeof fn === 'function') fn.apply(window, args || []);
  }

  /** The widget of an id; no id means the first widget, as in the real script. */
  function widgetOf(id) {
    if (id === undefined) {
      if (widgets.length === 0) throw new Error('No reCAPTCHA clients exist.');
      return widgets[0];
    }
    var widget = typeof id === 'number' ? widgets[id] : undefined;
    if (!widget) throw new Error('Invalid reCAPTCHA client id: ' + id);
    return widget;
  }

  function setAnswer(widget, solved) {
    widget.response = solved ? TOKEN : '';
    widget.input.checked = solved;
  }

  function build(id, size, widget) {
    var box = document.createElement('div');
    box.className = 'captcha-stand-in';
    box.dataset.size = size;
    box.dataset.widgetId = String(id);
    var style = box.style;
    style.boxSizing = 'border-box';
    style.width = SIZES[size].width;
    style.height = SIZES[size].height;
    style.display = 'flex';
    style.alignItems = 'center';
    style.padding = '0 12px';
    style.border = '1px solid #d3d3d3';
    style.borderRadius = '3px';
    style.background = '#f9f9f9';
    style.color = '#000';
    style.font = '14px sans-serif';

    var label = document.createElement('label');
    label.style.display = 'flex';
    label.style.alignItems = 'center';
    label.style.gap = '12px';
    label.style.cursor = 'pointer';
    var input = document.createElement('input');
    input.type = 'checkbox';
    input.style.width = '24px';
    input.style.height = '24px';
    input.style.margin = '0';
    var text = document.createElement('span');
    text.textContent = 'Não sou um robô';
    label.append(input, text);
    box.append(label);

    input.addEventListener('change', function () {
      if (input.checked) {
        widget.response = TOKEN;
        call(widget.params.callback, [TOKEN]);
      } else {
        // A solved answer that is withdrawn is what the real widget reports as an expiry.
        widget.response = '';
        call(widget.params['expired-callback']);
      }
    });
    widget.input = input;
    return box;
  }

  function render(container, params) {
    var element = typeof container === 'string' ? document.getElementById(container) : container;
    if (!element || element.nodeType !== 1) throw new Error('reCAPTCHA placeholder element must be an element or id');
    for (var i = 0; i < widgets.length; i++) {
      if (widgets[i].container === element) throw new Error('reCAPTCHA has already been rendered in this element');
    }
    if (element.children.length !== 0) throw new Error('reCAPTCHA placeholder element must be empty');
    if (!params || !params.sitekey) throw new Error('Missing required parameters: sitekey');

    var id = widgets.length;
    var size = params.size === 'compact' ? 'compact' : 'normal';
    var widget = { container: element, params: params, input: null, response: '' };
    element.append(build(id, size, widget));
    widgets.push(widget);
    return id;
  }

  window.grecaptcha = {
    render: render,
    getResponse: function (id) {
      return widgetOf(id).response;
    },
    reset: function (id) {
      setAnswer(widgetOf(id), false);
    },
    ready: function (fn) {
      call(fn);
    },
  };
})('__FIXTURE_CAPTCHA_TOKEN__');
