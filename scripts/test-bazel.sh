#!/bin/sh
# make test-bazel: settingsc.bzl in Bazel, offline (Debian's bazel-bootstrap, no external repository).
# Copies bazel/ (the rule and its example workspace) into a scratch folder with BINARY as the tool,
# then: the example's tests pass; a broken bundle page fails its test with settingsc's diagnostic; fixed,
# the test passes again; and a second run of the same tests is served from Bazel's cache.
#   scripts/test-bazel.sh BINARY
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
built=${1:?usage: scripts/test-bazel.sh BINARY}
[ -x "$built" ] || { echo "settingsc: no binary at '$built'; build it first (make)" >&2; exit 1; }
"$root/scripts/ensure-deps.sh" bazel-bootstrap

scratch=$(mktemp -d)
workspace="$scratch/workspace"
cp -R "$root/bazel" "$workspace"
cp "$built" "$workspace/tools/settingsc"
# Its own output root and not the user's rc file (Debian's system one says where Bazel is installed).
bazel() { (cd "$workspace" && command bazel --nohome_rc --output_user_root="$scratch/output" "$@"); }
finish() { bazel shutdown >/dev/null 2>&1 || true; rm -rf "$scratch"; }
trap finish EXIT
log="$scratch/log"
# Bazel 4 fetches its coverage tools for any test: offline, an empty stand-in (bazel/offline).
test_all() {
    bazel test --noshow_progress --test_output=errors \
        --override_repository=remote_coverage_tools="$workspace/offline/remote_coverage_tools" //example:all > "$log" 2>&1
}
fail() { echo "make test-bazel: $1" >&2; cat "$log" >&2; exit 1; }

test_all || fail "the example's tests failed"
grep -q "//example:bundles_App_Settings_bundle .*PASSED" "$log" || fail "no test of App/Settings.bundle passed"
grep -q "//example:bundles_App_Debug_bundle .*PASSED" "$log" || fail "no test of App/Debug.bundle passed"
grep -q "//example:definitions .*PASSED" "$log" || fail "no test of App/Settings.plist passed"
if grep -q "(cached)" "$log"; then fail "a first run in a fresh output root was cached"; fi
echo "passed: the example's bundles and definition"

page="$workspace/example/App/Settings.bundle/Root.plist"
cp "$page" "$scratch/page"
sed 's/PSToggleSwitchSpecifier/PSToggleSwichSpecifier/' "$scratch/page" > "$page"
if test_all; then fail "a broken bundle page passed"; fi
grep -q "App/Settings.bundle/Root.plist:4:.*error: .*PSToggleSwichSpecifier" "$log" || fail "the failure does not show the diagnostic"
grep -q "//example:bundles_App_Debug_bundle .*PASSED" "$log" || fail "the other bundle's test did not pass"
echo "failed as it should: $(grep -m1 "Root.plist:4:" "$log")"

cp "$scratch/page" "$page"
test_all || fail "the fixed bundle failed"
echo "passed again once fixed"
test_all || fail "the second run failed"
[ "$(grep -c "(cached) PASSED" "$log")" -eq 3 ] || fail "the second run was not served from the cache"
echo "second run: all 3 tests (cached) PASSED"
