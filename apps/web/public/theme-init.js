/*
 * Runs before the app loads: reads the layout cookies (named "<app title>-<setting>", see
 * src/lib/cookies.ts) and applies theme, language and direction to <html>, so a reload never
 * flashes the wrong theme. The app takes over with the same values once it starts.
 */
(function () {
  var prefix = 'Undangin-';
  function cookie(name) {
    var match = document.cookie.match(new RegExp('(?:^|; )' + prefix + name + '=([^;]*)'));
    return match ? decodeURIComponent(match[1]) : null;
  }
  var theme = cookie('theme') || 'light';
  var dark =
    theme === 'dark' ||
    (theme === 'system' && !!window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var language = cookie('language');
  if (language !== 'id' && language !== 'en' && language !== 'ar') language = 'id';
  var rtl = cookie('isAppRTL');
  var root = document.documentElement;
  root.lang = language;
  root.dir = (rtl === null ? language === 'ar' : rtl === 'true') ? 'rtl' : 'ltr';
  root.dataset.colorScheme = dark ? 'dark' : 'light';
  root.style.colorScheme = dark ? 'dark' : 'light';
  root.style.backgroundColor = dark ? '#14161B' : '#F4F5FA';

  // Signed out, the first screen's code downloads beside the app's (build/first-screen-preload.ts;
  // the build names the script). Signed in, the app asks for it itself, mostly from the cache.
  var firstScreen = document.currentScript && document.currentScript.getAttribute('data-first-screen');
  var signedIn = false;
  try {
    signedIn = !!(localStorage.getItem('userData') && localStorage.getItem('accessToken'));
  } catch {
    /* storage refused (a private window): treated as signed out */
  }
  if (firstScreen && !signedIn) {
    var script = document.createElement('script');
    script.async = true;
    script.src = firstScreen;
    document.head.appendChild(script);
  }
})();
