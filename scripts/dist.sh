#!/bin/sh
# Writes the release artifacts of a built settingsc into dist/, reproducibly: the same commit gives the
# same bytes, wherever it was checked out and built (make test-dist builds twice and compares).
#   scripts/dist.sh BINARY          (make dist: the release build first, then this)
#
#   dist/settingsc-VERSION-TRIPLE.tar.gz        bin/settingsc (stripped), the man page, the bash, zsh and
#                                               fish completions (laid out as make install lays them out),
#                                               LICENSE and README.md, under settingsc-VERSION-TRIPLE/
#   dist/settingsc.artifactbundle.zip           a SwiftPM artifact bundle holding the same binary
#   dist/*.sha256                               their SHA-256, as `sha256sum -c` reads it
#
# Reproducible: every file's time is SOURCE_DATE_EPOCH (default: the time of the commit), owner 0/0,
# modes fixed, entries sorted by name, no name or time in the gzip header, no extra zip fields; the
# binary carries no build path (scripts/release-flags.sh maps the checkout to `.`).
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
built=${1:?usage: scripts/dist.sh BINARY}
if [ ! -x "$built" ]; then
    echo "settingsc: no binary at '$built'; build it first (make)" >&2
    exit 1
fi
if [ "$(uname -s)" != Linux ]; then
    # The bundle has a place for a macOS variant (docs/distribution.md), but it is not built here.
    echo "settingsc: make dist builds the Linux artifacts only" >&2
    exit 1
fi
version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' "$root/Sources/SettingsCompiler/Pipelines/Version.swift")
triple="$(uname -m)-unknown-linux-gnu"
name="settingsc-$version-$triple"
epoch=${SOURCE_DATE_EPOCH:-$(git -C "$root" log -1 --format=%ct)}
out=${DIST:-$root/dist}   # DIST: another folder (the tests)

# Staged next to dist/, so that the artifacts are renamed into place whole.
mkdir -p "$out"
stage=$(mktemp -d "$out/.staging.XXXXXX")
trap 'rm -rf "$stage"' EXIT
umask 022

# The tarball's tree is what make install writes, with PREFIX the tarball's top folder (without the
# list of folders install keeps for uninstall, which names the staging folders), whatever folders the
# environment names for an installation.
unset BINDIR MANDIR BASHCOMPDIR ZSHCOMPDIR FISHCOMPDIR
DESTDIR="$stage/tar" PREFIX="/$name" "$root/scripts/install.sh" install "$built" >/dev/null
rm -r "$stage/tar/$name/share/settingsc"
strip --strip-all "$stage/tar/$name/bin/settingsc"
install -m 0644 "$root/LICENSE" "$root/README.md" "$stage/tar/$name/"

# The artifact bundle: one executable artifact, one variant per platform (only Linux's is built here).
bundle="$stage/zip/settingsc.artifactbundle"
install -d "$bundle/$name/bin"
install -m 0755 "$stage/tar/$name/bin/settingsc" "$bundle/$name/bin/settingsc"
install -m 0644 "$root/LICENSE" "$bundle/$name/LICENSE"
cat > "$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "settingsc": {
      "version": "$version",
      "type": "executable",
      "variants": [
        {
          "path": "$name/bin/settingsc",
          "supportedTriples": ["$triple"]
        }
      ]
    }
  }
}
JSON
chmod 0644 "$bundle/info.json"

# Every time in both trees the same (zip keeps local times: in UTC, so the zone does not matter).
find "$stage/tar" "$stage/zip" -exec touch -h -d "@$epoch" {} +

# Both at the tools' default level, 6: level 9 made each archive 0.45 % smaller (18.55 MB against
# 18.63 MB for the 46 MB binary) in 2.4 times the time (6.4 s against 2.7 s), and the end-to-end tests
# pack the binary seven times.
tarball="$name.tar.gz"
(cd "$stage/tar" && tar --create --format=gnu --sort=name --owner=0 --group=0 --numeric-owner \
    --mtime="@$epoch" "$name") | gzip -6 -n > "$stage/$tarball"
(cd "$stage/zip" && find settingsc.artifactbundle | LC_ALL=C sort | TZ=UTC zip -q -X -6 -@ "$stage/settingsc.artifactbundle.zip")

for artifact in "$tarball" settingsc.artifactbundle.zip; do
    (cd "$stage" && sha256sum "$artifact" > "$artifact.sha256")
    mv -f "$stage/$artifact" "$stage/$artifact.sha256" "$out/"
    echo "wrote $out/$artifact"
done
cat "$out/$tarball.sha256" "$out/settingsc.artifactbundle.zip.sha256"
