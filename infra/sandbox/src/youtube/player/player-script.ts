/**
 * Browser source of the stand-in `iframe_api`: a `YT.Player` with the real constructor,
 * methods and events, whose playback clock runs in the page (there is no real video).
 * `__ORIGIN__` and `__VIDEOS__` are replaced when served.
 */
export const PLAYER_SCRIPT = String.raw`(function () {
  'use strict';
  if (window.YT && window.YT.Player) return;
  var ORIGIN = __ORIGIN__;
  var VIDEOS = __VIDEOS__;
  var State = { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 };
  var VALID_ID = /^[A-Za-z0-9_-]{11}$/;

  function embedUrl(host, id, vars) {
    var query = Object.keys(vars).map(function (k) { return encodeURIComponent(k) + '=' + encodeURIComponent(vars[k]); }).join('&');
    return host.replace(/\/$/, '') + '/embed/' + encodeURIComponent(id || '') + (query ? '?' + query : '');
  }

  function Player(target, options) {
    var el = typeof target === 'string' ? document.getElementById(target) : target;
    if (!el) throw new Error('YT.Player: element not found');
    this._o = options || {};
    this._vars = this._o.playerVars || {};
    this._handlers = {};
    var events = this._o.events || {};
    for (var name in events) this.addEventListener(name, events[name]);
    this._state = State.UNSTARTED; this._time = 0; this._since = 0; this._rate = 1;
    this._volume = 100; this._muted = String(this._vars.mute) === '1'; this._ready = false;
    this._waiting = [];
    var iframe = document.createElement('iframe');
    iframe.id = el.id || ''; iframe.width = String(this._o.width || 640); iframe.height = String(this._o.height || 360);
    iframe.setAttribute('frameborder', '0'); iframe.setAttribute('allowfullscreen', '');
    iframe.setAttribute('allow', 'autoplay; encrypted-media; picture-in-picture');
    iframe.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    iframe.title = 'YouTube video player (sandbox)';
    var self = this;
    this._iframe = iframe;
    // As YouTube's embed does, the frame reports its video to this page (embed-page.ts); the page
    // itself never fetches from the player's origin, which the app's connect-src forbids.
    this._onMessage = function (e) { self._receive(e); };
    window.addEventListener('message', this._onMessage);
    iframe.src = embedUrl(this._o.host || ORIGIN, this._o.videoId, this._vars);
    el.parentNode.replaceChild(iframe, el);
    this._cue(this._o.videoId, Number(this._vars.start) || 0);
    this._whenKnown(function () {
      setTimeout(function () {
        self._ready = true;
        self._emit('onReady');
        if (self._error) self._emit('onError', self._error);
        else if (String(self._vars.autoplay) === '1') self.playVideo();
      }, 30);
    });
    this._timer = setInterval(function () { self._tick(); }, 250);
  }

  Player.prototype._emit = function (name, data) {
    var list = (this._handlers[name] || []).slice();
    for (var i = 0; i < list.length; i++) {
      try { list[i]({ target: this, data: data }); } catch (err) { setTimeout(function () { throw err; }); }
    }
  };
  Player.prototype._setState = function (state) {
    if (this._state === state) return;
    this._state = state; this._emit('onStateChange', state); this._post();
  };
  Player.prototype._cue = function (id, start) {
    this._id = id; this._error = undefined; this._time = start || 0; this._duration = 0;
    this._known = true;
    if (!VALID_ID.test(String(id))) this._error = 2;
    else if (VIDEOS[id]) this._learn(VIDEOS[id]);
    else this._known = false;
  };
  Player.prototype._learn = function (info) {
    this._duration = info[0];
    if (!info[1]) this._error = 150;
  };
  // Runs once this video's length and playability are known: at once, or when its frame reports them.
  Player.prototype._whenKnown = function (fn) {
    if (this._known) fn(); else this._waiting.push(fn);
  };
  Player.prototype._receive = function (e) {
    var info = e.data && e.data.stillframeSandboxVideo;
    if (!info || e.source !== this._iframe.contentWindow || this._known || info.id !== this._id) return;
    if (info.found) this._learn(VIDEOS[info.id] = [Number(info.duration) || 0, info.embeddable ? 1 : 0]);
    else this._error = 100;
    this._known = true;
    var waiting = this._waiting; this._waiting = [];
    for (var i = 0; i < waiting.length; i++) waiting[i]();
  };
  Player.prototype._post = function () {
    try {
      this._iframe.contentWindow.postMessage({ stillframeSandbox: { state: this._state, time: this.getCurrentTime(), duration: this._duration } }, '*');
    } catch (e) { /* iframe gone */ }
  };
  Player.prototype._tick = function () {
    if (this._state !== State.PLAYING) return;
    var end = Number(this._vars.end) || this._duration;
    if (end > 0 && this.getCurrentTime() >= end) {
      if (String(this._vars.loop) === '1') { this._time = Number(this._vars.start) || 0; this._since = Date.now(); }
      else { this._time = end; this._setState(State.ENDED); }
    }
    this._post();
  };

  Player.prototype.addEventListener = function (name, fn) {
    if (typeof fn === 'string') fn = window[fn];
    (this._handlers[name] = this._handlers[name] || []).push(fn);
  };
  Player.prototype.removeEventListener = function (name, fn) {
    this._handlers[name] = (this._handlers[name] || []).filter(function (h) { return h !== fn; });
  };
  Player.prototype.playVideo = function () {
    if (this._error || this._state === State.PLAYING) return;
    if (this._state === State.ENDED) this._time = 0;
    var self = this;
    this._setState(State.BUFFERING);
    setTimeout(function () {
      if (self._state !== State.BUFFERING) return;
      self._since = Date.now(); self._setState(State.PLAYING);
    }, 60);
  };
  Player.prototype.pauseVideo = function () {
    if (this._state !== State.PLAYING && this._state !== State.BUFFERING) return;
    this._time = this.getCurrentTime(); this._setState(State.PAUSED);
  };
  Player.prototype.stopVideo = function () { this._time = 0; this._setState(State.UNSTARTED); };
  Player.prototype.seekTo = function (seconds) {
    this._time = Math.max(0, Math.min(Number(seconds) || 0, this._duration || Infinity));
    this._since = Date.now(); this._post();
  };
  Player.prototype.cueVideoById = function (arg, start) {
    var id = typeof arg === 'object' ? arg.videoId : arg;
    this._cue(id, typeof arg === 'object' ? arg.startSeconds : start);
    this._iframe.src = embedUrl(this._o.host || ORIGIN, id, this._vars);
    this._state = undefined; this._setState(State.CUED);
    var self = this;
    this._whenKnown(function () { if (self._error) self._emit('onError', self._error); });
  };
  Player.prototype.loadVideoById = function (arg, start) {
    var self = this;
    this.cueVideoById(arg, start);
    this._whenKnown(function () { self.playVideo(); });
  };
  Player.prototype.mute = function () { this._muted = true; };
  Player.prototype.unMute = function () { this._muted = false; };
  Player.prototype.isMuted = function () { return this._muted; };
  Player.prototype.setVolume = function (v) { this._volume = Math.max(0, Math.min(100, Number(v) || 0)); };
  Player.prototype.getVolume = function () { return this._volume; };
  Player.prototype.setPlaybackRate = function (rate) {
    this._time = this.getCurrentTime(); this._since = Date.now(); this._rate = Number(rate) || 1;
    this._emit('onPlaybackRateChange', this._rate);
  };
  Player.prototype.getPlaybackRate = function () { return this._rate; };
  Player.prototype.getAvailablePlaybackRates = function () { return [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2]; };
  Player.prototype.getPlayerState = function () { return this._state; };
  Player.prototype.getCurrentTime = function () {
    var t = this._state === State.PLAYING ? this._time + ((Date.now() - this._since) / 1000) * this._rate : this._time;
    return this._duration > 0 ? Math.min(t, this._duration) : t;
  };
  Player.prototype.getDuration = function () { return this._ready ? this._duration : 0; };
  Player.prototype.getVideoUrl = function () { return 'https://www.youtube.com/watch?v=' + this._id; };
  Player.prototype.getVideoData = function () { return { video_id: this._id }; };
  Player.prototype.getIframe = function () { return this._iframe; };
  Player.prototype.destroy = function () {
    clearInterval(this._timer); this._handlers = {}; this._waiting = [];
    window.removeEventListener('message', this._onMessage);
    if (this._iframe && this._iframe.parentNode) this._iframe.parentNode.removeChild(this._iframe);
  };

  var readyCallbacks = [];
  window.YT = {
    Player: Player, PlayerState: State, loaded: 1, sandbox: true,
    ready: function (fn) { readyCallbacks.push(fn); }
  };
  setTimeout(function () {
    readyCallbacks.forEach(function (fn) { fn(); });
    if (typeof window.onYouTubeIframeAPIReady === 'function') window.onYouTubeIframeAPIReady();
  }, 0);
})();
`;
