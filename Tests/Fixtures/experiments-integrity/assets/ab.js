// The pre-sitegen experiment, loaded by the layout.
var abTestingValue = Math.random() < 0.5;
if (!abTestingValue) document.documentElement.className += ' no-tldr';
