// ga.js: a page-scoped custom variable, queued before the page's _trackPageview, and a
// non-interaction event with the engaged seconds as its value.
({
  expose: (id, name, slot) => (window._gaq = window._gaq || []).push(['_setCustomVar', slot, id, name, 3]),
  engage: (id, name, slot, sticky, seconds) => (window._gaq = window._gaq || []).push(['_trackEvent', 'sitegen-engagement', 'sitegen-' + id + '-' + name, sticky ? 'sticky' : 'not sticky', seconds, true])
})
