// Plausible: a custom event with the experiment and variant as custom properties.
(id, name) => {
  window.plausible = window.plausible || function () { (window.plausible.q = window.plausible.q || []).push(arguments); };
  plausible('Experiment', { props: { experiment: id, variant: name } });
}
