#!/bin/sh
# Prints the `swift build` flags of a release build.
#
# On Linux, when libxml2's static archive is installed (libxml2-dev brings it and those of its
# dependencies), settingsc is linked fully static: no dynamic loader work at start-up, which build
# steps pay once per file (measured 0.58x the time of `xmllint --noout` on a 3 KB file, against
# 1.5x with only the Swift runtime static). Elsewhere only the Swift runtime is linked statically.
set -eu
flags="-c release --static-swift-stdlib --disable-local-rpath"
# Concrete generic types get direct metadata accessors instead of mangled names the runtime demangles on
# first use: that demangling was ~45% of the instructions of `validate` on a 3 KB file (1.10 M -> 0.76 M).
flags="$flags -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors"
# Copies and destroys the compiler outlines do the type's own work (a release, a retain), not call its
# value witnesses: type-layout lowering, the default, made an outlined destroy of a `String?`, a
# `Set<Profile>` or a dictionary instantiate that type's generic metadata on first use (~5 K
# instructions each, and the first of each generic type registers the standard library's
# prespecializations of it): 17 types on `validate` of a 3 KB file, 766 K -> 718 K instructions.
flags="$flags -Xswiftc -Xfrontend -Xswiftc -disable-type-layout"
# Each function in its own section, so that the linker can place those a run uses together (below):
# without it most of a module's code is one `.text` section per file, moved whole.
flags="$flags -Xswiftc -Xfrontend -Xswiftc -function-sections"
# No path of the checkout in the binary (#filePath in traps, debug info, C sources): it is written as
# `.`, so that the same commit built in another folder gives the same bytes (make dist, make test-dist).
root=$(cd "$(dirname "$0")/.." && pwd)
flags="$flags -Xswiftc -file-prefix-map -Xswiftc $root=. -Xcc -ffile-prefix-map=$root=."
# Debug information, which the link drops anyway (--strip-debug below), is not compiled either: it
# names paths the map does not cover (module caches, include folders).
flags="$flags -Xswiftc -gnone"
if [ "$(uname -s)" = Linux ] && [ "${SETTINGSC_DYNAMIC:-}" != 1 ]; then
    libdir=$(pkg-config --variable=libdir libxml-2.0 2>/dev/null || true)
    if [ -n "$libdir" ] && [ -f "$libdir/libxml2.a" ]; then
        flags="$flags -Xswiftc -static-executable -Xlinker --strip-debug"
        # libxml2 runs threaded (an error state per thread) only if every pthread function it references
        # weakly was linked in; in a static link a weak reference pulls nothing from libc.a, and
        # pthread_equal, which nothing else uses, stayed unresolved: libxml2 then kept its last error
        # process-wide, and two threads checking broken files at once corrupted the heap. Naming
        # each one as undefined makes the linker bring it in (`--version --verbose` then says `threaded`).
        for fn in once getspecific setspecific key_create key_delete mutex_init mutex_destroy mutex_lock \
                  mutex_unlock cond_init cond_destroy cond_wait cond_signal equal self; do
            flags="$flags -Xlinker --undefined=pthread_$fn"
        done
        # libxml2's own dependencies (ICU, zlib, liblzma), plus the C++ runtime ICU needs.
        for lib in $(pkg-config --static --libs-only-l libxml-2.0) -lstdc++; do
            [ "$lib" = -lxml2 ] || flags="$flags -Xlinker $lib"
        done
        # What a run touches placed together (scripts/startup-order.py): page faults were most of the
        # time of a run on one small file (validate: ~165 faults -> ~92). lld, which the Swift toolchain
        # ships, takes the list; names it does not know are skipped.
        if [ -x "$(dirname "$(command -v swiftc)")/ld.lld" ] || command -v ld.lld >/dev/null; then
            order="$(cd "$(dirname "$0")" && pwd)/startup-order.txt"
            flags="$flags -Xswiftc -use-ld=lld -Xlinker --symbol-ordering-file=$order -Xlinker --no-warn-symbol-ordering"
            # The functions Swift emits without a symbol, which the list cannot name, placed together.
            flags="$flags -Xlinker -T -Xlinker $(dirname "$order")/startup-sections.ld"
            # What differed between two checkouts of the same commit, dropped (the script says why).
            flags="$flags -Xlinker -T -Xlinker $(dirname "$order")/reproducible-sections.ld"
        fi
    fi
fi
echo "$flags"
