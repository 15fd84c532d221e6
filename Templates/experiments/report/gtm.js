// Google Tag Manager: events a trigger can pick up, for the exposure and for the view's engagement.
({
  expose: (id, name, slot, sticky) => (window.dataLayer = window.dataLayer || []).push({ event: 'experiment_impression', experiment_id: id, variant: name, exp_variant_string: 'sitegen-' + id + '-' + name, sitegen_sticky: sticky ? 'yes' : 'no' }),
  engage: (id, name, slot, sticky, seconds, scroll) => (window.dataLayer = window.dataLayer || []).push({ event: 'sitegen_engagement', experiment_id: id, variant: name, exp_variant_string: 'sitegen-' + id + '-' + name, sitegen_engaged_seconds: seconds, sitegen_scroll_percent: scroll, sitegen_sticky: sticky ? 'yes' : 'no' })
})
