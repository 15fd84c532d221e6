#ifndef SITEGEN_PROCESS_SETTINGS_H
#define SITEGEN_PROCESS_SETTINGS_H

/// The malloc arena growth step set when the process started (0 where it could not be set).
/// Calling it also keeps this object, and its constructor, in the link.
long sitegen_malloc_top_pad(void);

#endif
