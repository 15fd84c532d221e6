// GA4: the experience_impression event Google documents for third-party experiments, and a
// sitegen_engagement event with the view's engaged seconds and scroll depth.
// minify-rename: w queue configured later flush variant wait tries
(() => {
  const w = window;
  w.dataLayer = w.dataLayer || [];
  // gtag.js only reads Arguments objects from the queue, hence `arguments`, not an array.
  w.gtag = w.gtag || function () { dataLayer.push(arguments); };
  // An event queued before the site's own gtag('config') is reported out of order by Google's tag
  // diagnostics, so the exposure waits for a config call in the queue, wherever the site's snippet
  // is: at once if it is there, else when the page is parsed or loaded, else for a config a later
  // script pushes, checked four times a second for five seconds; then it goes anyway, and at the
  // latest with the engagement at the end of the view.
  const queue = [];
  const configured = () => [].some.call(dataLayer, a => a && a[0] == 'config');
  const flush = () => {
    while (queue[0]) queue.shift()();
  };
  const wait = tries => configured() || !tries ? flush() : setTimeout(() => wait(tries - 1), 250);
  const later = f => {
    if (configured()) return f();
    queue.push(f);
    if (queue[1]) return;
    document.addEventListener('DOMContentLoaded', () => configured() && flush());
    w.addEventListener('load', () => wait(20));
  };
  const variant = (id, name) => 'sitegen-' + id + '-' + name;
  return {
    expose: (id, name, slot, sticky) => later(() => gtag('event', 'experience_impression', { exp_variant_string: variant(id, name), sitegen_sticky: sticky ? 'yes' : 'no' })),
    engage: (id, name, slot, sticky, seconds, scroll, restored) => {
      flush();
      const e = { exp_variant_string: variant(id, name), sitegen_engaged_seconds: seconds, sitegen_scroll_percent: scroll, sitegen_sticky: sticky ? 'yes' : 'no', transport_type: 'beacon' };
      if (restored) e.sitegen_restored = 'yes';
      gtag('event', 'sitegen_engagement', e);
    }
  };
})()
