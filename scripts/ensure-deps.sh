#!/bin/sh
# Makes sure the Debian packages settingsc needs are installed: installs them with apt-get when
# running as root, otherwise prints the exact command to run and fails.
#   scripts/ensure-deps.sh PACKAGE...      e.g. libxml2-dev, chromium, hyperfine, libxml2-utils
set -eu

missing=""
for package in "$@"; do
    case "$package" in
        # A library counts as present when the compiler can find it, however it got there.
        libxml2-dev) pkg-config --exists libxml-2.0 2>/dev/null && continue ;;
        chromium) { command -v chromium || command -v chromium-browser; } >/dev/null 2>&1 && continue ;;
        libxml2-utils) command -v xmllint >/dev/null 2>&1 && continue ;;
        neovim) command -v nvim >/dev/null 2>&1 && continue ;;
        bazel-bootstrap) command -v bazel >/dev/null 2>&1 && continue ;;
        # The tests validate JSON output against its schema with whichever Python has jsonschema.
        python3-jsonschema)
            for python in python3 /usr/bin/python3; do
                "$python" -c 'import jsonschema' >/dev/null 2>&1 && continue 2
            done ;;
        *) command -v "$package" >/dev/null 2>&1 && continue ;;
    esac
    missing="$missing $package"
done
[ -z "$missing" ] && exit 0

if [ "$(uname -s)" = Darwin ]; then
    echo "settingsc: missing:$missing — install them with Homebrew (brew install$missing)" >&2
    exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
    echo "settingsc: missing:$missing — install them with your system's package manager" >&2
    exit 1
fi
if [ "$(id -u)" -ne 0 ]; then
    echo "settingsc: missing:$missing. Run:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y --no-install-recommends$missing" >&2
    exit 1
fi
echo "settingsc: installing$missing with apt-get" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# shellcheck disable=SC2086
apt-get install -y -qq --no-install-recommends $missing >/dev/null
