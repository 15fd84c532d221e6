// sitegen A/B experiments: picks each experiment's variant, hides the other variants before
// first paint, removes them once the page is parsed, reports the exposure once, and at the end
// of the page view reports the engaged time and the furthest scroll depth.
// The Experiments target calls this function expression with the page's config and the back
// end's object (expose and engage functions), and minifies it on embedding, shortening the locals
// below. It uses no regex literals, because that minifier does not parse them, and ends every
// statement with a semicolon, because it drops line breaks.
// minify-rename: config backend doc root chosen forced hide dnt load save names key name qa draw variants other first style parsed pair slot mistyped reports engaged since deepest focused track depth send kept active reported idle stir ms seconds now height
// (restored and sticky stay long: they are also property names, written shorthand in the engagement event.)
((config, backend) => {
  const w = window, doc = document, root = doc.documentElement;
  // A page that has both the injected script and a hand-placed include must report once.
  if (w.sitegenExperiments) return;
  if (backend.setup) backend.setup(config);
  const chosen = w.sitegenExperiments = {}, forced = {}, hide = [], reports = [];
  // QA override: ?ab=tldr:B,hero:A
  for (let pair of (new URLSearchParams(location.search).get('ab') || '').split(',')) {
    pair = pair.split(':');
    if (pair[0]) forced[pair[0]] = pair[1];
  }
  const dnt = config.dnt && navigator.doNotTrack == '1';
  // localStorage when the browser allows it; a first-party cookie when it throws (blocked storage,
  // or a full quota on writing, which is why reading falls back to the cookie too).
  const load = key => {
    let name;
    try {
      name = localStorage.getItem(key);
    } catch (e) {}
    return name || (doc.cookie.match(key + '=([^;]*)') || [])[1];
  };
  const save = (key, name) => {
    try {
      localStorage.setItem(key, name);
    } catch (e) {
      doc.cookie = key + '=' + name + ';path=/;max-age=31536000;samesite=lax';
    }
  };
  for (const [id, slot, variants] of config.experiments) {
    const names = variants.map(v => v[0]), key = 'sitegen-ab-' + id;
    let name = forced[id], sticky = config.sticky;
    const qa = names.includes(name), mistyped = id in forced && !qa;
    // A mistyped override (?ab=tldr:Z) shows the reader's usual variant but, being a QA view, is
    // neither stored nor reported.
    if (mistyped) console.warn('sitegen: ?ab=' + id + ':' + name + ' names no variant of experiment ' + id + ' (' + names.join(', ') + '); ignored, and this view is neither stored nor reported');
    if (!qa) {
      name = dnt ? names[0] : config.sticky && load(key);
      if (!names.includes(name)) {
        let draw = crypto.getRandomValues(new Uint32Array(1))[0] / 2 ** 32 * variants.reduce((sum, v) => sum + v[1], 0);
        name = (variants.find(v => (draw -= v[1]) < 0) || variants.at(-1))[0];
        if (config.sticky && !dnt && !mistyped) {
          save(key, name);
          // Storage and cookies both blocked: every view draws anew, so the reader may be counted in
          // several variants. Such exposures say so, and the analysis can leave them out.
          sticky = load(key) == name;
        }
      }
    }
    chosen[id] = name;
    for (const other of names) if (other != name) hide.push('[data-variant="' + id + ':' + other + '"]');
    // The element whose id is the experiment id belongs to the control, as in the original Jekyll test.
    if (name != names[0]) hide.push('[id="' + id + '"]');
    // QA overrides and Do Not Track visitors stay out of the numbers; a broken analytics global
    // must not stop the variants from being applied.
    if (!qa && !dnt && !mistyped) {
      reports.push([id, name, slot, sticky]);
      try {
        backend.expose(id, name, slot, sticky);
      } catch (e) {}
    }
  }
  const [first] = config.experiments;
  // Globals older page scripts read; abTestingValue is true for the control. Read-only, so that a
  // leftover hand-written `abTestingValue = Math.random() < 0.5` cannot change them: outside strict
  // mode that assignment is ignored.
  for (const [prop, value] of [['abTestingId', first[0]], ['abTestingSlot', first[1]], ['abTestingValue', chosen[first[0]] == first[2][0][0]]]) {
    try {
      Object.defineProperty(w, prop, { value, enumerable: true });
    } catch (e) {}
  }
  root.setAttribute('data-ab', Object.entries(chosen).map(e => e.join(':')).join(' '));
  if (hide[0]) {
    const style = doc.createElement('style');
    // An array of selectors turns into the comma-separated selector list wherever a string is expected.
    style.textContent = hide + '{display:none!important}';
    (doc.head || root).appendChild(style);
  }
  const parsed = () => {
    if (hide[0]) doc.querySelectorAll(hide).forEach(e => e.remove());
    for (const id in chosen) doc.dispatchEvent(new CustomEvent('sitegen:experiment', { detail: { id, variant: chosen[id] } }));
  };
  doc.readyState == 'loading' ? doc.addEventListener('DOMContentLoaded', parsed) : parsed();
  if (!reports[0]) return;
  // Engaged time: the page is visible, the window has focus, and the reader did something (scrolled,
  // typed, pointed or tapped, came back to the tab) within the last `config.idle` seconds; after that the
  // clock stops until the next sign of life, so a tab left open over lunch is not an hour of reading.
  // The clock runs across every hide/show cycle. The total goes out at pagehide, the one event that ends
  // every view (tab closed, link followed, Back/Forward), through the back end's beacon transport. A page
  // restored from the Back/Forward cache keeps counting, and its next pagehide sends the time read since
  // the last report, marked restored, so no reading is lost and none is counted twice.
  let engaged = 0, since = null, deepest = 0, focused = doc.hasFocus(), active = performance.now(), reported = 0, restored = false;
  const idle = config.idle * 1000;
  const track = () => {
    const now = performance.now();
    if (since != null) engaged += Math.max(0, Math.min(now, active + idle) - since);
    since = doc.visibilityState == 'visible' && focused ? now : null;
  };
  const stir = () => {
    track();
    active = performance.now();
  };
  const depth = () => {
    const height = Math.max(root.scrollHeight, doc.body ? doc.body.scrollHeight : 0);
    if (height) deepest = Math.max(deepest, Math.min(100, Math.round((w.scrollY + w.innerHeight) / height * 100)));
  };
  const send = () => {
    track();
    depth();
    const ms = Math.round(engaged - reported), seconds = Math.round(ms / 1000);
    reported = engaged;
    for (const [id, name, slot, sticky] of reports) {
      try {
        backend.engage(id, name, slot, sticky, seconds, deepest, restored);
      } catch (e) {}
      doc.dispatchEvent(new CustomEvent('sitegen:engagement', { detail: { id, variant: name, engagedMs: ms, engagedSeconds: seconds, scrollPercent: deepest, sticky, restored } }));
    }
  };
  track();
  w.addEventListener('focus', () => {
    focused = 1;
    stir();
  });
  w.addEventListener('blur', () => {
    focused = 0;
    track();
  });
  for (const type of ['keydown', 'pointerdown', 'pointermove', 'wheel']) w.addEventListener(type, stir, { passive: true });
  w.addEventListener('scroll', () => {
    depth();
    stir();
  }, { passive: true });
  doc.addEventListener('DOMContentLoaded', depth);
  doc.addEventListener('visibilitychange', () => doc.visibilityState == 'visible' ? stir() : track());
  w.addEventListener('pagehide', send);
  w.addEventListener('pageshow', e => {
    if (e.persisted) {
      restored = true;
      since = null;
      focused = doc.hasFocus();
      stir();
    }
  });
})
