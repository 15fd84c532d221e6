// sitegen A/B experiments: picks each experiment's variant, hides the other variants before
// first paint, removes them once the page is parsed, and reports the exposure once.
// The Experiments target calls this function expression with the page's config and the
// back end's report function, and minifies it on embedding, shortening the locals below.
// It uses no regex literals, because that minifier does not parse them.
// minify-rename: config report doc root chosen forced hide dnt load save names key name qa draw variants other first style parsed pair slot
((config, report) => {
  const w = window, doc = document, root = doc.documentElement;
  // A page that has both the injected script and a hand-placed include must report once.
  if (w.sitegenExperiments) return;
  const chosen = w.sitegenExperiments = {}, forced = {}, hide = [];
  // QA override: ?ab=tldr:B,hero:A
  for (let pair of (new URLSearchParams(location.search).get('ab') || '').split(',')) {
    pair = pair.split(':');
    forced[pair[0]] = pair[1];
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
    let name = forced[id];
    const qa = names.includes(name);
    if (!qa) {
      name = dnt ? names[0] : config.sticky && load(key);
      if (!names.includes(name)) {
        let draw = crypto.getRandomValues(new Uint32Array(1))[0] / 2 ** 32 * variants.reduce((sum, v) => sum + v[1], 0);
        name = (variants.find(v => (draw -= v[1]) < 0) || variants.at(-1))[0];
        if (config.sticky) save(key, name);
      }
    }
    chosen[id] = name;
    for (const other of names) if (other != name) hide.push('[data-variant="' + id + ':' + other + '"]');
    // The element whose id is the experiment id belongs to the control, as in the original Jekyll test.
    if (name != names[0]) hide.push('[id="' + id + '"]');
    // QA overrides and Do Not Track visitors stay out of the numbers; a broken analytics global
    // must not stop the variants from being applied.
    if (!qa && !dnt) try {
      report(id, name, slot);
    } catch (e) {}
  }
  const [first] = config.experiments;
  // Globals older page scripts read; abTestingValue is true for the control.
  w.abTestingId = first[0];
  w.abTestingSlot = first[1];
  w.abTestingValue = chosen[first[0]] == first[2][0][0];
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
})
