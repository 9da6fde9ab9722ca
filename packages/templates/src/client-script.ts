/**
 * The only script of the public page: plain browser JavaScript, no framework, inlined or served as is.
 * Without it the page still works (forms post, links open, the cover scrolls on); with it the cover
 * locks until "Buka Undangan", music starts on that tap, the countdown ticks, account numbers copy,
 * plus-one name fields follow the count chosen, forms send in place and sections fade in unless the
 * guest asked for reduced motion.
 */
const SOURCE = `(function () {
  var d = document, w = window, html = d.documentElement;
  var root = d.querySelector('[data-inv]');
  if (!root) return;
  var reduced = !!(w.matchMedia && w.matchMedia('(prefers-reduced-motion: reduce)').matches);
  var audio = d.getElementById('inv-audio');
  var music = root.querySelector('[data-music]');

  function setMusic() {
    var on = audio && !audio.paused;
    music.setAttribute('aria-pressed', on ? 'true' : 'false');
    music.setAttribute('aria-label', music.dataset[on ? 'pause' : 'play']);
    music.classList.toggle('is-playing', !!on);
  }
  if (audio && music) {
    music.addEventListener('click', function () {
      if (audio.paused) { var p = audio.play(); if (p && p.catch) p.catch(function () {}); } else audio.pause();
    });
    audio.addEventListener('play', setMusic);
    audio.addEventListener('pause', setMusic);
  }

  var open = root.querySelector('[data-open]');
  var main = d.getElementById('mulai');
  if (open && main) {
    // Lock only while the button is on screen, so a guest can never be shut out of the page.
    if (!w.location.hash && w.scrollY < 40 && open.getBoundingClientRect().bottom <= w.innerHeight) html.classList.add('inv-locked');
    else if (music) music.hidden = false;
    open.addEventListener('click', function (e) {
      e.preventDefault();
      html.classList.remove('inv-locked');
      main.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth' });
      if (main.focus) main.focus({ preventScroll: true });
      if (audio && music) {
        music.hidden = false;
        var p = audio.play();
        if (p && p.catch) p.catch(function () {});
      }
    });
  }

  var count = root.querySelector('[data-countdown]');
  if (count) {
    var target = +count.dataset.countdown;
    var cells = count.querySelectorAll('[data-unit]');
    var timer = 0;
    var tick = function () {
      var left = Math.max(0, Math.floor((target - Date.now()) / 1000));
      var v = { d: Math.floor(left / 86400), h: Math.floor(left % 86400 / 3600), m: Math.floor(left % 3600 / 60), s: left % 60 };
      for (var i = 0; i < cells.length; i++) {
        var n = v[cells[i].dataset.unit];
        cells[i].textContent = n < 10 ? '0' + n : '' + n;
      }
      if (left <= 0) {
        count.querySelector('.inv-count').hidden = true;
        count.querySelector('.inv-count-done').hidden = false;
        clearInterval(timer);
      }
    };
    tick();
    timer = setInterval(tick, 1000);
  }

  function copyText(text) {
    if (navigator.clipboard && w.isSecureContext) return navigator.clipboard.writeText(text);
    var area = d.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    d.body.appendChild(area);
    area.select();
    try { d.execCommand('copy'); } finally { d.body.removeChild(area); }
    return Promise.resolve();
  }
  var copies = root.querySelectorAll('[data-copy]');
  for (var c = 0; c < copies.length; c++) {
    copies[c].hidden = false;
    copies[c].addEventListener('click', function () {
      var button = this, label = button.querySelector('span'), before = label.textContent;
      copyText(button.dataset.copy).then(function () {
        label.textContent = root.dataset.copied;
        setTimeout(function () { label.textContent = before; }, 2000);
      }, function () {});
    });
  }

  function addWish(form, wish) {
    var list = root.querySelector('[data-wish-list]');
    if (!list || !wish) return;
    var li = d.createElement('li'), head = d.createElement('p'), name = d.createElement('strong');
    var msg = d.createElement('p'), time = d.createElement('time'), zone = d.createElement('span');
    li.className = 'inv-wish';
    head.className = 'inv-wish-head';
    name.className = 'inv-wish-name';
    name.textContent = wish.name;
    head.appendChild(name);
    var option = wish.attendance && form.querySelector('option[value="' + wish.attendance + '"]');
    if (option) {
      var badge = d.createElement('span');
      badge.className = 'inv-badge inv-badge-' + wish.attendance;
      badge.textContent = option.textContent;
      head.appendChild(badge);
    }
    msg.className = 'inv-wish-msg';
    msg.textContent = wish.message;
    time.className = 'inv-wish-time';
    time.setAttribute('datetime', wish.createdAt);
    // The invitation's zone, labelled, as on the wishes around it; not the phone's.
    time.textContent = new Date(wish.createdAt).toLocaleString(html.lang || 'id', { dateStyle: 'medium', timeStyle: 'short', timeZone: list.dataset.wishTz });
    zone.className = 'inv-wish-zone';
    zone.textContent = list.dataset.wishZone;
    li.appendChild(head);
    li.appendChild(msg);
    li.appendChild(time);
    li.appendChild(d.createTextNode(' '));
    li.appendChild(zone);
    list.insertBefore(li, list.firstChild);
    var empty = root.querySelector('[data-wish-empty]');
    if (empty) empty.hidden = true;
  }

  // Plus-one names follow the count chosen beyond the named people (data-names); the others are not sent.
  [].forEach.call(root.querySelectorAll('[data-names]'), function (c) {
    (c.onchange = function () {
      for (var f = c.parentNode.nextElementSibling.children, i = 0; i < f.length; i++)
        f[i].hidden = f[i].lastChild.disabled = i >= c.value - c.dataset.names;
    })();
  });

  var forms = root.querySelectorAll('form[data-form]');
  for (var f = 0; f < forms.length; f++) {
    forms[f].addEventListener('submit', function (e) {
      var form = this, status = form.querySelector('[data-status]'), submit = form.querySelector('[type=submit]');
      if (!w.fetch || !w.FormData) return;
      e.preventDefault();
      var show = function (ok, text) {
        status.className = 'inv-status ' + (ok ? 'is-ok' : 'is-error');
        status.textContent = text || (ok ? '' : root.dataset.failed);
      };
      submit.disabled = true;
      status.className = 'inv-status';
      status.textContent = root.dataset.sending;
      fetch(form.action, {
        method: 'POST',
        body: new URLSearchParams(new FormData(form)),
        headers: { Accept: 'application/json' },
        credentials: 'same-origin'
      }).then(function (res) {
        return res.json().catch(function () { return {}; }).then(function (body) {
          show(res.ok, body.message);
          if (res.ok && form.getAttribute('data-form') === 'wishes') {
            addWish(form, body.wish);
            form.querySelector('textarea').value = '';
          }
        });
      }, function () { show(false); }).then(function () { submit.disabled = false; });
    });
  }

  if (!reduced && 'IntersectionObserver' in w) {
    var io = new IntersectionObserver(function (entries) {
      entries.forEach(function (entry) {
        if (entry.isIntersecting) { entry.target.classList.add('is-in'); io.unobserve(entry.target); }
      });
    }, { rootMargin: '0px 0px -8% 0px' });
    root.classList.add('inv-anim');
    var parts = root.querySelectorAll('.inv-reveal');
    for (var r = 0; r < parts.length; r++) io.observe(parts[r]);
  }
})();
`;

// Leading indentation is a third of the bytes, and blank lines and whole-line comments are for the reader;
// the source has no multi-line strings, so dropping them is safe.
export const CLIENT_SCRIPT = SOURCE.replace(/^[ \t]*\/\/.*\n/gm, '').replace(/^\s+/gm, '');
