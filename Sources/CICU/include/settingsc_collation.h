#ifndef SETTINGSC_COLLATION_H
#define SETTINGSC_COLLATION_H

// ICU's root collator and canonical decomposition, reached through plain C functions so that no ICU type
// reaches Swift (a module that imports Foundation carries ICU headers of its own: swiftlang/swift#88485).

#include <stdint.h>

/// An ICU root collator set up as CoreFoundation sets up its own (no normalization, punctuation not
/// ignorable, primary strength); NULL when ICU has no collation data. Not thread-safe: one per thread.
void *settingsc_collator_open(void);

void settingsc_collator_close(void *collator);

/// Compares two UTF-16 texts level by level as CoreFoundation's non-literal localized comparison does:
/// primary (digit runs by value when `numeric`), then secondary, then tertiary with the case level, then
/// code units. Returns -2/2 for a primary difference, -1/1 for a lesser one, 0 when the texts are the
/// same; `*equivalent` is whether they differ at most in case, tertiary weights or code units.
int32_t settingsc_collator_compare(void *collator, const uint16_t *a, int32_t aLength,
                                   const uint16_t *b, int32_t bLength, int32_t numeric, int32_t *equivalent);

/// The full canonical decomposition of `scalar` (NFD) as UTF-16 in `decomposition`; 0 when it has none.
int32_t settingsc_canonical_decomposition(uint32_t scalar, uint16_t *decomposition, int32_t capacity);

#endif
