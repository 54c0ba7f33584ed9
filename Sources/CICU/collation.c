// ICU's root collation, as CoreFoundation's CFStringCompareWithOptionsAndLocale drives it for a compare
// that is case-insensitive, numeric and forced-ordered (Foundation's JSONSerialization .sortedKeys).

#include "settingsc_collation.h"
#include <uchar.h>

#if __has_include(<unicode/ucol.h>) && __has_include(<unicode/unorm2.h>)
#include <unicode/ucol.h>
#include <unicode/unorm2.h>
#else
// Darwin ships ICU as libicucore without its headers; these are the declarations of ICU's C API.
typedef uint16_t UChar;
typedef int UErrorCode;
typedef struct UCollator UCollator;
typedef struct UNormalizer2 UNormalizer2;
typedef enum { UCOL_EQUAL = 0, UCOL_GREATER = 1, UCOL_LESS = -1 } UCollationResult;
typedef int UColAttribute;
typedef int UColAttributeValue;
enum { UCOL_ALTERNATE_HANDLING = 1, UCOL_CASE_LEVEL = 3, UCOL_NORMALIZATION_MODE = 4, UCOL_STRENGTH = 5,
       UCOL_NUMERIC_COLLATION = 7 };
enum { UCOL_PRIMARY = 0, UCOL_SECONDARY = 1, UCOL_TERTIARY = 2, UCOL_OFF = 16, UCOL_ON = 17,
       UCOL_NON_IGNORABLE = 21 };
#define U_ZERO_ERROR 0
#define U_SUCCESS(x) ((x) <= U_ZERO_ERROR)
#define U_FAILURE(x) ((x) > U_ZERO_ERROR)
typedef struct { int32_t line, offset; UChar preContext[16], postContext[16]; } UParseError;
UCollator *ucol_openRules(const UChar *rules, int32_t rulesLength, UColAttributeValue normalizationMode,
                          UColAttributeValue strength, UParseError *parseError, UErrorCode *status);
void ucol_close(UCollator *collator);
void ucol_setAttribute(UCollator *collator, UColAttribute attribute, UColAttributeValue value, UErrorCode *status);
UCollationResult ucol_strcoll(const UCollator *collator, const UChar *source, int32_t sourceLength,
                              const UChar *target, int32_t targetLength);
const UNormalizer2 *unorm2_getNFDInstance(UErrorCode *status);
int32_t unorm2_getDecomposition(const UNormalizer2 *normalizer, int32_t c, UChar *decomposition, int32_t capacity,
                                UErrorCode *status);
#endif

// The settings every comparison starts from and returns to.
static void reset(UCollator *collator) {
    UErrorCode status = U_ZERO_ERROR;
    ucol_setAttribute(collator, UCOL_NORMALIZATION_MODE, UCOL_OFF, &status);
    ucol_setAttribute(collator, UCOL_STRENGTH, UCOL_PRIMARY, &status);
    ucol_setAttribute(collator, UCOL_CASE_LEVEL, UCOL_OFF, &status);
}

// Where ICU 76 (CLDR 46: Apple's ICU, and the one Foundation ships on Linux) orders differently from the
// ICU 72 of Debian 12 (CLDR 42), as measured over every assigned code point (docs/string-catalogs.md):
// curly and low quotation marks, and the Hebrew geresh, are secondary variants of the straight quotes.
// Tailoring the root with them is a no-op on an ICU that has them already. An apostrophe is written ''
// and a quotation mark '"' in ICU's rule syntax; ICU does not read \u escapes in rules given to
// ucol_openRules, so the characters are in the UTF-16 literal itself.
static const char16_t tailoring[] =
    u"&''<<\u2018<<\u2019<<\u201A<<\u201B<<\u05F3"
    u"&'\"'<<\u201C<<\u201D<<\u201E<<\u201F<<\u2E42<<\u301D<<\u301E<<\u301F";

void *settingsc_collator_open(void) {
    UErrorCode status = U_ZERO_ERROR;
    UParseError where;
    UCollator *collator = ucol_openRules((const UChar *)tailoring, (int32_t)(sizeof tailoring / sizeof tailoring[0]) - 1, UCOL_OFF, UCOL_PRIMARY, &where, &status);
    if (collator == NULL || U_FAILURE(status)) {
        if (collator != NULL) ucol_close(collator);
        return NULL;
    }
    reset(collator);
    ucol_setAttribute(collator, UCOL_ALTERNATE_HANDLING, UCOL_NON_IGNORABLE, &status);
    ucol_setAttribute(collator, UCOL_NUMERIC_COLLATION, UCOL_OFF, &status);
    if (U_FAILURE(status)) {
        ucol_close(collator);
        return NULL;
    }
    return collator;
}

void settingsc_collator_close(void *collator) {
    if (collator != NULL) ucol_close((UCollator *)collator);
}

static int32_t sign(UCollationResult result, int32_t magnitude) {
    return result == UCOL_EQUAL ? 0 : (result == UCOL_LESS ? -magnitude : magnitude);
}

static int32_t compare_code_units(const UChar *a, int32_t aLength, const UChar *b, int32_t bLength) {
    int32_t common = aLength < bLength ? aLength : bLength;
    for (int32_t i = 0; i < common; i++) {
        if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
    }
    return aLength == bLength ? 0 : (aLength < bLength ? -1 : 1);
}

int32_t settingsc_collator_compare(void *handle, const uint16_t *a, int32_t aLength,
                                   const uint16_t *b, int32_t bLength, int32_t numeric, int32_t *equivalent) {
    UCollator *collator = (UCollator *)handle;
    UErrorCode status = U_ZERO_ERROR;
    if (numeric) ucol_setAttribute(collator, UCOL_NUMERIC_COLLATION, UCOL_ON, &status);
    // Most differences are primary: that level alone first.
    int32_t order = sign(ucol_strcoll(collator, a, aLength, b, bLength), 2);
    if (order == 0) {
        ucol_setAttribute(collator, UCOL_NORMALIZATION_MODE, UCOL_ON, &status);
        ucol_setAttribute(collator, UCOL_STRENGTH, UCOL_SECONDARY, &status);
        ucol_setAttribute(collator, UCOL_CASE_LEVEL, UCOL_OFF, &status);
        order = sign(ucol_strcoll(collator, a, aLength, b, bLength), 1);
        reset(collator);
    }
    // CoreFoundation's width and composition check (__CompareSpecials) is skipped for a non-literal
    // comparison, which NSString's compare is unless told .literal.
    *equivalent = order == 0;
    if (order == 0) {
        ucol_setAttribute(collator, UCOL_NORMALIZATION_MODE, UCOL_ON, &status);
        ucol_setAttribute(collator, UCOL_STRENGTH, UCOL_TERTIARY, &status);
        ucol_setAttribute(collator, UCOL_CASE_LEVEL, UCOL_ON, &status);
        order = sign(ucol_strcoll(collator, a, aLength, b, bLength), 1);
        if (order == 0) order = compare_code_units(a, aLength, b, bLength);
        reset(collator);
    }
    if (numeric) {
        status = U_ZERO_ERROR;
        ucol_setAttribute(collator, UCOL_NUMERIC_COLLATION, UCOL_OFF, &status);
    }
    return order;
}

int32_t settingsc_canonical_decomposition(uint32_t scalar, uint16_t *decomposition, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    const UNormalizer2 *nfd = unorm2_getNFDInstance(&status);
    if (nfd == NULL || U_FAILURE(status)) return 0;
    int32_t length = unorm2_getDecomposition(nfd, (int32_t)scalar, decomposition, capacity, &status);
    return U_FAILURE(status) || length < 0 ? 0 : length;
}
