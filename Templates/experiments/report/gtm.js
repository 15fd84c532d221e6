// Google Tag Manager: an event a trigger can pick up.
(id, name) => (window.dataLayer = window.dataLayer || []).push({ event: 'experiment_impression', experiment_id: id, variant: name })
