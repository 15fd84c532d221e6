// Google Tag Manager: events a trigger can pick up, for the exposure and for the view's engagement
// (sent at pagehide: give the GA4 event tag transport_type beacon).
({
  expose: (id, name, slot, sticky) => (window.dataLayer = window.dataLayer || []).push({ event: 'experiment_impression', experiment_id: id, variant: name, exp_variant_string: 'sitegen-' + id + '-' + name, sitegen_sticky: sticky ? 'yes' : 'no' }),
  engage: (id, name, slot, sticky, seconds, scroll, restored) => (window.dataLayer = window.dataLayer || []).push(Object.assign({ event: 'sitegen_engagement', experiment_id: id, variant: name, exp_variant_string: 'sitegen-' + id + '-' + name, sitegen_engaged_seconds: seconds, sitegen_scroll_percent: scroll, sitegen_sticky: sticky ? 'yes' : 'no' }, restored ? { sitegen_restored: 'yes' } : {}))
})
