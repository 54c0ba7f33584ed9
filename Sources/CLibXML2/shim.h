#ifndef SETTINGSC_CLIBXML2_SHIM_H
#define SETTINGSC_CLIBXML2_SHIM_H

// Debian builds libxml2 with ICU; its encoding.h then pulls ICU headers whose types clash with
// the copies Foundation carries (swiftlang/swift#88485). We never use the ICU-specific API.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/encoding.h>
#include <libxml/xmlerror.h>

#endif
