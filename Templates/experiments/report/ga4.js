// GA4: the experience_impression event Google documents for third-party experiments.
(id, name) => {
  window.dataLayer = window.dataLayer || [];
  // gtag.js only reads Arguments objects from the queue, hence `arguments`, not an array.
  window.gtag = window.gtag || function () { dataLayer.push(arguments); };
  gtag('event', 'experience_impression', { exp_variant_string: 'sitegen-' + id + '-' + name });
}
