// Plausible: one naming scheme in both of its scripts. Every prop naming a variant holds
// sitegen-ID-VARIANT: `variant` on sitegen's events, `sitegen-ID` on every event of the current
// script (plausible.init's customProperties, the page view included). The legacy data-domain script
// cannot add properties to its page view, so it gets an Experiment event; the current script does not,
// as its page view already carries the variant. Which script runs is known from tracking_id (pa-…
// or a domain), else from whether the page called plausible.init by the time it loaded. The
// Engagement event goes out at pagehide; Plausible's script sends it with fetch keepalive.
// minify-rename: merge init legacy called pending announce
(() => {
  const w = window, extra = {}, pending = [];
  let legacy = null, called = 0;
  w.plausible = w.plausible || function () { (w.plausible.q = w.plausible.q || []).push(arguments); };
  // customProperties may be the site's own object or function; ours are added to what it gives.
  const merge = o => {
    const own = o.customProperties;
    if (!own || !own.sitegen) {
      o.customProperties = e => Object.assign({}, typeof own == 'function' ? own(e) : own, extra);
      o.customProperties.sitegen = 1;
    }
    return o;
  };
  const variant = (id, name) => 'sitegen-' + id + '-' + name;
  const announce = () => {
    if (!plausible.o && !called) for (const props of pending) plausible('Experiment', { props });
    pending.length = 0;
  };
  return {
    setup: config => legacy = config.legacy,
    expose: (id, name, slot, sticky) => {
      const init = plausible.init;
      extra['sitegen-' + id] = variant(id, name);
      extra['sitegen-sticky'] = sticky ? 'yes' : 'no';
      // The site's snippet already ran plausible.init(): its options wait in plausible.o for the script.
      if (plausible.o) merge(plausible.o);
      // The site's snippet comes later and keeps an existing init (`plausible.init = plausible.init || …`).
      if (!init || !init.sitegen) {
        plausible.init = o => {
          called = 1;
          return init ? init(merge(o || {})) : plausible.o = merge(o || {});
        };
        plausible.init.sitegen = 1;
      }
      const props = { experiment: id, variant: variant(id, name), sticky: sticky ? 'yes' : 'no' };
      if (legacy) return plausible('Experiment', { props });
      if (legacy == null) {
        pending.push(props);
        if (!pending[1]) document.readyState == 'complete' ? setTimeout(announce) : w.addEventListener('load', announce);
      }
    },
    engage: (id, name, slot, sticky, seconds, scroll, restored) => {
      announce();
      const props = { variant: variant(id, name), engaged_seconds: String(seconds), scroll_percent: String(scroll), sticky: sticky ? 'yes' : 'no' };
      if (restored) props.restored = 'yes';
      plausible('Engagement', { props, interactive: false });
    }
  };
})()
