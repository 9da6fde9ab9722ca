/**
 * The greeting screen's only script, in plain ES5 so the browsers of cheap smart TVs run it: it draws the
 * wall (wishes, photos) from the state the page carries, listens to the server's events (EventSource),
 * greets each arriving guest in turn, and reconnects on its own, asking for the arrivals it missed
 * (Last-Event-ID, or `since` when it opens the stream again itself).
 */
const SOURCE = `(function () {
  var d = document, w = window;
  var data = JSON.parse(d.getElementById('layar-data').textContent);
  var list = d.getElementById('layar-wishes'), empty = d.getElementById('layar-empty');
  var figure = d.getElementById('layar-photo'), img = figure.getElementsByTagName('img')[0];
  var panel = d.getElementById('layar-greeting'), who = d.getElementById('layar-guest');
  var line = d.getElementById('layar-connection');
  var PER_PAGE = 4, GREET_MS = 6000, QUICK_MS = 3500, TURN_MS = 12000, PHOTO_MS = 8000;
  var wishes = [], fresh = {}, offset = 0, turn = null;
  var photos = [], photo = 0;
  var queue = [], greeted = {}, greeting = false;
  var source = null, since = '', failures = 0, closed = false;

  function text(tag, cls, value) {
    var node = d.createElement(tag);
    node.className = cls;
    node.textContent = value;
    return node;
  }

  function drawWishes() {
    while (list.firstChild) list.removeChild(list.firstChild);
    empty.hidden = wishes.length > 0;
    for (var i = offset; i < wishes.length && i < offset + PER_PAGE; i++) {
      var item = d.createElement('li');
      item.className = fresh[wishes[i].id] ? 'wish new' : 'wish';
      item.appendChild(text('p', 'msg', wishes[i].message));
      item.appendChild(text('p', 'from', wishes[i].name));
      list.appendChild(item);
    }
  }

  // The wall turns a page now and then; a new wish starts it again from the first page.
  function restartTurns() {
    if (turn) clearTimeout(turn);
    turn = setTimeout(function () {
      fresh = {};
      offset = offset + PER_PAGE < wishes.length ? offset + PER_PAGE : 0;
      drawWishes();
      restartTurns();
    }, TURN_MS);
  }

  function setWall(wall, first) {
    var known = {}, added = [], rest = [], i;
    for (i = 0; i < wishes.length; i++) known[wishes[i].id] = true;
    for (i = 0; i < wall.wishes.length; i++) {
      var wish = wall.wishes[i];
      if (!first && !known[wish.id]) { fresh[wish.id] = true; added.push(wish); } else rest.push(wish);
    }
    wishes = added.concat(rest);
    if (added.length > 0 || offset >= wishes.length) offset = 0;
    drawWishes();
    if (added.length > 0 || first) restartTurns();
    if (wall.photos.join(' ') !== photos.join(' ')) {
      photos = wall.photos;
      photo = 0;
      showPhoto();
    }
  }

  function showPhoto() {
    figure.hidden = photos.length === 0;
    if (photos.length > 0) img.src = photos[photo % photos.length];
  }

  function nextGreeting() {
    var guest = queue.shift();
    if (!guest) { panel.hidden = true; greeting = false; return; }
    greeting = true;
    who.textContent = (guest.salutation ? guest.salutation + ' ' : '') + guest.name;
    panel.hidden = false;
    panel.className = 'greeting';
    void panel.offsetWidth;
    panel.className = 'greeting in';
    setTimeout(nextGreeting, queue.length > 1 ? QUICK_MS : GREET_MS);
  }

  function greet(guest) {
    if (greeted[guest.guestId]) return;
    greeted[guest.guestId] = true;
    queue.push(guest);
    if (!greeting) nextGreeting();
  }

  function status(message) {
    line.hidden = !message;
    line.textContent = message || '';
  }

  function close() {
    closed = true;
    if (source) source.close();
    d.getElementById('layar-main').hidden = true;
    panel.hidden = true;
    line.hidden = true;
    d.getElementById('layar-closed').hidden = false;
  }

  function track(event) {
    if (event.lastEventId) since = event.lastEventId;
    failures = 0;
  }

  function connect() {
    if (closed) return;
    source = new w.EventSource(data.events + (since ? '?since=' + encodeURIComponent(since) : ''));
    source.onopen = function () { status(''); };
    source.addEventListener('wall', function (event) {
      track(event);
      setWall(JSON.parse(event.data), false);
      // Live from here on: the wall and the greetings follow the door.
      d.getElementById('layar-main').removeAttribute('aria-busy');
    });
    source.addEventListener('greet', function (event) { track(event); greet(JSON.parse(event.data)); });
    source.addEventListener('closed', close);
    source.onerror = function () {
      if (closed) return;
      status(data.texts.reconnecting);
      // The browser reconnects by itself after a dropped stream; a refused one (a restart, a full
      // link) is opened again here, and after a few refusals the page is loaded anew.
      if (source.readyState === 2) {
        failures += 1;
        if (failures > 3) { setTimeout(function () { w.location.reload(); }, 10000); return; }
        setTimeout(connect, 3000 * failures + Math.floor(Math.random() * 2000));
      }
    };
  }

  setWall(data.wall, true);
  setInterval(function () {
    if (photos.length > 1) { photo += 1; showPhoto(); }
  }, PHOTO_MS);
  if (w.EventSource) connect();
  else setTimeout(function () { w.location.reload(); }, 60000);
})();`;

export const SCREEN_SCRIPT = SOURCE;
