// ga.js: a page-scoped custom variable, queued before the page's _trackPageview.
(id, name, slot) => (window._gaq = window._gaq || []).push(['_setCustomVar', slot, id, name, 3])
