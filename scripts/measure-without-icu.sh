#!/bin/sh
# Measures what libxml2's ICU costs the static release binary: links the release build a second time
# with ICU's converters stubbed out (ucnv_open fails, so libxml2 behaves as if built without ICU and
# converts legacy encodings with iconv alone), then prints both sizes. For measuring only: the shipped
# build (make) keeps ICU. Run after `make`; writes .build/settingsc-without-icu.
#   scripts/measure-without-icu.sh
set -eu
cd "$(dirname "$0")/.."
log=$(mktemp)
scratch=$(mktemp -d)
trap 'rm -rf "$log" "$scratch"' EXIT

# The link command of the release binary, as SwiftPM runs it (removed first, so that it is linked again).
rm -f "$(swift build $(scripts/release-flags.sh) --show-bin-path)/settingsc"
swift build $(scripts/release-flags.sh) -v > "$log" 2>&1
link=$(grep -E '"?[^ ]*ld(\.lld)?"? .* -o [^ ]*/release/settingsc ' "$log" | tail -1)
[ -n "$link" ] || { echo "no link command in the verbose build" >&2; exit 1; }

# Every ICU symbol libxml2 uses, defined to fail.
libdir=$(pkg-config --variable=libdir libxml-2.0)
{
    echo '#include <stddef.h>'
    nm -u "$libdir/libxml2.a" | awk '$2 ~ /^(ucnv_|UCNV_|u_)/ { print $2 }' | sort -u | while read -r symbol; do
        case "$symbol" in
        ucnv_open_*) echo "void *$symbol(const char *name, int *status) { (void)name; *status = 2; return NULL; }" ;;
        *) echo "void $symbol(void) {}" ;;
        esac
    done
} > "$scratch/icu-stub.c"
cc -c -O2 -o "$scratch/icu-stub.o" "$scratch/icu-stub.c"
ar rcs "$scratch/libicu-stub.a" "$scratch/icu-stub.o"

without=.build/settingsc-without-icu
echo "$link" | sed -e "s| -o [^ ]*/release/settingsc | -o $PWD/$without |" \
    -e "s| -licui18n | |; s| -licuuc | $scratch/libicu-stub.a |; s| -licudata | |" > "$scratch/link.sh"
sh "$scratch/link.sh"
ls -l .build/release/settingsc "$without" | awk '{ printf "%12d bytes  %s\n", $5, $NF }'
