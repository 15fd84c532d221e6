// No back end: the sitegen:experiment DOM event is the only report.
() => 0
