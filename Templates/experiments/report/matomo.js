// Matomo: the variant in the experiment's custom dimension, queued before trackPageView.
(id, name, slot) => (window._paq = window._paq || []).push(['setCustomDimension', slot, name])
