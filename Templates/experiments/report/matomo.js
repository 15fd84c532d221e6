// Matomo: the variant in the experiment's custom dimension, queued before trackPageView, and an
// event whose value is the view's engaged seconds (Matomo sends it with sendBeacon where the browser has it).
({
  expose: (id, name, slot) => (window._paq = window._paq || []).push(['setCustomDimension', slot, name]),
  engage: (id, name, slot, sticky, seconds) => (window._paq = window._paq || []).push(['trackEvent', 'sitegen-engagement', 'sitegen-' + id + '-' + name, sticky ? 'sticky' : 'not sticky', seconds])
})
