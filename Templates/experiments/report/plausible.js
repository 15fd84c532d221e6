// Plausible: the variant as a custom property of every event, the page view included (the current
// script's plausible.init({ customProperties })), an Experiment event for the legacy data-domain
// script, and an Engagement event with the view's engaged seconds and scroll depth.
// minify-rename: merge init
(() => {
  const w = window, extra = {};
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
  return {
    expose: (id, name, slot, sticky) => {
      const init = plausible.init;
      extra['sitegen-' + id] = variant(id, name);
      extra['sitegen-sticky'] = sticky ? 'yes' : 'no';
      // The site's snippet already ran plausible.init(): its options wait in plausible.o for the script.
      if (plausible.o) merge(plausible.o);
      // The site's snippet comes later and keeps an existing init (`plausible.init = plausible.init || …`).
      if (!init || !init.sitegen) {
        plausible.init = o => init ? init(merge(o || {})) : plausible.o = merge(o || {});
        plausible.init.sitegen = 1;
      }
      plausible('Experiment', { props: { experiment: id, variant: name } });
    },
    engage: (id, name, slot, sticky, seconds, scroll) => plausible('Engagement', { props: { variant: variant(id, name), engaged_seconds: String(seconds), scroll_percent: String(scroll), sticky: sticky ? 'yes' : 'no' }, interactive: false })
  };
})()
