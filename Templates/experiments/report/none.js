// No back end: the sitegen:experiment and sitegen:engagement DOM events are the only reports.
({ expose: () => 0, engage: () => 0 })
