/*
 * Stand-in for the maps service script, served by the fixture server at /maps/api/js.
 * A minimal, honest subset: LatLng, Size, Map (draws its centre and zoom as text, its options as data
 * attributes), Marker (a button that fires 'click', and 'dragstart'/'dragend' when draggable and moved
 * while pressed), event helpers and importLibrary. The server appends the callback call.
 * It only uses `window` and `document`, so unit tests can run it against a test DOM.
 */
(function () {
  'use strict';

  var google = window.google || (window.google = {});
  // The official loader's bootstrap creates google.maps (with importLibrary and a pending
  // callback) before this script runs: extend that object, never replace it.
  var maps = google.maps || (google.maps = {});

  function listenersOf(target, name) {
    var all = target.__fixtureListeners || (target.__fixtureListeners = {});
    return all[name] || (all[name] = []);
  }

  function addListener(target, name, handler) {
    var list = listenersOf(target, name);
    list.push(handler);
    return {
      remove: function () {
        var index = list.indexOf(handler);
        if (index !== -1) list.splice(index, 1);
      },
    };
  }

  function trigger(target, name, args) {
    listenersOf(target, name)
      .slice()
      .forEach(function (handler) {
        handler.apply(target, args || []);
      });
  }

  class LatLng {
    constructor(latOrLiteral, lng) {
      var literal = typeof latOrLiteral === 'object' && latOrLiteral !== null;
      this._lat = Number(literal ? latOrLiteral.lat : latOrLiteral);
      this._lng = Number(literal ? latOrLiteral.lng : lng);
    }
    lat() {
      return this._lat;
    }
    lng() {
      return this._lng;
    }
    equals(other) {
      return !!other && other.lat() === this._lat && other.lng() === this._lng;
    }
    toJSON() {
      return { lat: this._lat, lng: this._lng };
    }
    toUrlValue(precision) {
      var digits = precision === undefined ? 6 : precision;
      return Number(this._lat.toFixed(digits)) + ',' + Number(this._lng.toFixed(digits));
    }
    toString() {
      return '(' + this._lat + ', ' + this._lng + ')';
    }
  }

  function toLatLng(value) {
    if (value === null || value === undefined) return null;
    return value instanceof LatLng ? value : new LatLng(value);
  }

  class Evented {
    addListener(name, handler) {
      return addListener(this, name, handler);
    }
  }

  class Map extends Evented {
    constructor(container, options) {
      super();
      if (!container || container.nodeType !== 1) throw new Error('Map: container is not an Element');
      this._container = container;
      this._options = {};
      this._center = null;
      this._zoom = null;
      this._view = document.createElement('div');
      this._view.className = 'fixture-map';
      this._summary = document.createElement('p');
      this._summary.className = 'fixture-map-summary';
      this._markers = document.createElement('ul');
      this._markers.className = 'fixture-map-markers';
      this._view.append(this._summary, this._markers);
      container.replaceChildren(this._view);
      this.setOptions(options || {});
    }
    setOptions(options) {
      Object.assign(this._options, options);
      if ('center' in options) this._center = toLatLng(options.center);
      if (typeof options.zoom === 'number') this._zoom = options.zoom;
      this._render();
    }
    getCenter() {
      return this._center;
    }
    setCenter(center) {
      this._center = toLatLng(center);
      this._render();
      trigger(this, 'center_changed');
    }
    panTo(center) {
      this.setCenter(center);
    }
    getZoom() {
      return this._zoom;
    }
    setZoom(zoom) {
      this._zoom = zoom;
      this._render();
      trigger(this, 'zoom_changed');
    }
    getDiv() {
      return this._container;
    }
    _render() {
      var center = this._center;
      this._summary.textContent =
        'Mapa (servidor de fixtures): centro ' +
        (center ? center.lat() + ', ' + center.lng() : 'não definido') +
        '; zoom ' +
        (this._zoom === null ? 'não definido' : this._zoom);
      this._view.dataset.center = center ? center.toUrlValue() : '';
      this._view.dataset.zoom = this._zoom === null ? '' : String(this._zoom);
      // What the real service would draw differently, for QA and the e2e suite to read.
      var options = this._options;
      this._view.dataset.mapTypeId = options.mapTypeId || 'roadmap';
      this._view.dataset.styles = JSON.stringify(options.styles || []);
      this._view.dataset.gestureHandling = options.gestureHandling || 'auto';
      this._view.dataset.disableDefaultUi = String(!!options.disableDefaultUI);
    }
  }

  class Size {
    constructor(width, height) {
      this.width = width;
      this.height = height;
    }
    equals(other) {
      return !!other && other.width === this.width && other.height === this.height;
    }
  }

  // A draggable marker is dragged with the pointer: moving more than this many pixels while pressed.
  var DRAG_THRESHOLD_PX = 4;

  class Marker extends Evented {
    constructor(options) {
      super();
      var marker = this;
      this._options = {};
      this._map = null;
      this._position = null;
      this._item = document.createElement('li');
      this._button = document.createElement('button');
      this._button.type = 'button';
      this._button.className = 'fixture-map-marker';
      this._button.addEventListener('click', function () {
        trigger(marker, 'click', [{ latLng: marker._position }]);
      });
      // Dragging as the service reports it: dragstart once the pointer has moved while pressed, dragend on release.
      var pressed = null;
      var dragging = false;
      this._button.addEventListener('pointerdown', function (event) {
        if (!marker._options.draggable) return;
        pressed = { x: event.clientX, y: event.clientY };
        // The release ends the drag wherever the pointer is by then, as on the real map.
        marker._button.setPointerCapture(event.pointerId);
      });
      this._button.addEventListener('pointermove', function (event) {
        if (!pressed || dragging) return;
        if (Math.abs(event.clientX - pressed.x) + Math.abs(event.clientY - pressed.y) <= DRAG_THRESHOLD_PX) return;
        dragging = true;
        trigger(marker, 'dragstart', [{ latLng: marker._position }]);
      });
      this._button.addEventListener('pointerup', function () {
        pressed = null;
        if (!dragging) return;
        dragging = false;
        trigger(marker, 'dragend', [{ latLng: marker._position }]);
      });
      this._item.append(this._button);
      this.setOptions(options || {});
    }
    setOptions(options) {
      Object.assign(this._options, options);
      if ('position' in options) this._position = toLatLng(options.position);
      if ('map' in options) this.setMap(options.map);
      this._render();
    }
    getMap() {
      return this._map;
    }
    setMap(map) {
      this._map = map || null;
      if (this._map) this._map._markers.append(this._item);
      else this._item.remove();
    }
    getPosition() {
      return this._position;
    }
    setPosition(position) {
      this.setOptions({ position: position });
      trigger(this, 'position_changed');
    }
    getDraggable() {
      return !!this._options.draggable;
    }
    setDraggable(draggable) {
      this.setOptions({ draggable: draggable });
    }
    getTitle() {
      return this._options.title;
    }
    setTitle(title) {
      this.setOptions({ title: title });
    }
    _render() {
      var position = this._position;
      var icon = this._options.icon;
      this._button.dataset.draggable = String(!!this._options.draggable);
      this._button.dataset.iconUrl = icon && icon.url ? icon.url : '';
      this._button.dataset.iconSize = icon && icon.scaledSize ? icon.scaledSize.width + 'x' + icon.scaledSize.height : '';
      this._button.textContent =
        'Marcador' + (this._options.title ? ' ' + this._options.title : '') + (position ? ' em ' + position.lat() + ', ' + position.lng() : '');
    }
  }

  var event = {
    addListener: function (instance, name, handler) {
      return addListener(instance, name, handler);
    },
    addListenerOnce: function (instance, name, handler) {
      var listener = addListener(instance, name, function () {
        listener.remove();
        handler.apply(this, arguments);
      });
      return listener;
    },
    removeListener: function (listener) {
      listener.remove();
    },
    clearInstanceListeners: function (instance) {
      instance.__fixtureListeners = {};
    },
    trigger: function (instance, name) {
      trigger(instance, name, Array.prototype.slice.call(arguments, 2));
    },
  };

  var LIBRARY = { Map: Map, Marker: Marker, LatLng: LatLng, Size: Size, event: event };
  var KNOWN_LIBRARIES = ['core', 'maps', 'marker'];

  maps.version = 'fixture';
  maps.LatLng = LatLng;
  maps.Size = Size;
  maps.Map = Map;
  maps.Marker = Marker;
  maps.event = event;
  maps.importLibrary = function (name) {
    if (KNOWN_LIBRARIES.indexOf(name) === -1) {
      return Promise.reject(new Error('The library ' + name + ' is unknown (fixture maps stand-in).'));
    }
    return Promise.resolve(LIBRARY);
  };
})();
