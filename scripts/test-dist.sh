#!/bin/sh
# make test-dist: the release artifacts are reproducible. Runs make dist here, then again in a fresh
# clone of the same commit at another path (so a second full release build: about 20 minutes in all
# on two cores), and compares the two dist/ folders byte for byte; also that the binary names
# neither checkout's path and that the tarball's entries are sorted, owned by 0/0 and dated at the
# commit. The clone is made from HEAD: uncommitted changes would make the two differ, so commit first.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
if ! git diff --quiet HEAD --; then
    echo "settingsc: make test-dist compares builds of HEAD; commit (or stash) your changes first" >&2
    exit 2
fi
head=$(git rev-parse HEAD)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
started=$(date +%s)

make dist
# A longer path than the first, in another folder: a path that leaked into the binary shows.
copy="$scratch/another/checkout/of/settingsc"
git clone -q --no-hardlinks "$root" "$copy"
git -C "$copy" checkout -q --detach "$head"
make -C "$copy" dist

status=0
for file in $(cd "$root/dist" && ls); do
    if cmp -s "$root/dist/$file" "$copy/dist/$file"; then
        echo "same bytes: dist/$file"
    else
        echo "DIFFERENT: dist/$file" >&2
        status=1
    fi
done
[ "$(cd "$root/dist" && ls)" = "$(cd "$copy/dist" && ls)" ] || { echo "DIFFERENT: the files of dist/" >&2; status=1; }
if [ $status -ne 0 ]; then
    # Kept for a look (diffoscope, or cmp -l and readelf on the binaries).
    rm -rf "$root/.build/test-dist-second" && cp -R "$copy/dist" "$root/.build/test-dist-second"
    echo "the second build's dist/ is kept in .build/test-dist-second" >&2
fi

tarball=$(ls "$root"/dist/settingsc-*.tar.gz)
binary="$scratch/settingsc"
tar -xzOf "$tarball" --wildcards '*/bin/settingsc' > "$binary"
for path in "$root/" "$copy/" "$HOME/"; do
    if strings "$binary" | grep -F -q "$path"; then
        echo "the binary names the build path $path:" >&2
        strings "$binary" | grep -F "$path" | head -5 >&2
        status=1
    fi
done
if file "$binary" | grep -q 'not stripped'; then echo "the binary is not stripped" >&2; status=1; fi

epoch=$(git log -1 --format=%ct "$head")
listing=$(TZ=UTC tar -tzvf "$tarball" --full-time --numeric-owner)
names=$(tar -tzf "$tarball")
[ "$names" = "$(printf '%s\n' "$names" | LC_ALL=C sort)" ] || { echo "the tarball's entries are not sorted" >&2; status=1; }
printf '%s\n' "$listing" | awk '$2 != "0/0" { bad = 1; print "owner " $2 ": " $NF } END { exit bad }' >&2 || status=1
day=$(TZ=UTC date -d "@$epoch" '+%Y-%m-%d %H:%M:%S')
printf '%s\n' "$listing" | TZ=UTC awk -v day="$day" '$4 " " $5 != day { bad = 1; print "time " $4 " " $5 ": " $NF } END { exit bad }' >&2 || status=1

echo "make test-dist: $(( $(date +%s) - started )) s"
[ $status -eq 0 ] && echo "reproducible: two builds of $head gave the same bytes"
exit $status
