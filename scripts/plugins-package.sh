#!/bin/sh
# Writes a Swift package that offers settingsc's package plugins (the same names, the same sources) with
# a prebuilt settingsc from an artifact bundle (make dist), instead of building settingsc from source
# in every package that uses them: a binary target, and each plugin depending on it.
#   scripts/plugins-package.sh DIR ZIP         binaryTarget(path:): ZIP is copied into DIR
#   scripts/plugins-package.sh DIR ZIP URL     binaryTarget(url: URL, checksum: ZIP's SHA-256), for a
#                                              package published beside a release that serves ZIP at URL
# The plugins' declarations are taken from this repository's Package.swift, their sources from
# Sources/Plugins (shared files resolved), so that both packages offer the same plugins.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
dir=${1:?usage: scripts/plugins-package.sh DIR ZIP [URL]}
zip=${2:?usage: scripts/plugins-package.sh DIR ZIP [URL]}
url=${3:-}
[ -f "$zip" ] || { echo "settingsc: no artifact bundle at '$zip'; make dist writes dist/settingsc.artifactbundle.zip" >&2; exit 1; }

mkdir -p "$dir/Sources/Plugins"
if [ -n "$url" ]; then
    checksum=$(sha256sum "$zip" | cut -d' ' -f1)
    binary="url: \"$url\", checksum: \"$checksum\""
else
    cp "$zip" "$dir/settingsc.artifactbundle.zip"
    binary="path: \"settingsc.artifactbundle.zip\""
fi
for plugin in "$root"/Sources/Plugins/*/; do
    name=$(basename "$plugin")
    [ "$name" = Shared ] && continue
    mkdir -p "$dir/Sources/Plugins/$name"
    cp -L "$plugin"*.swift "$dir/Sources/Plugins/$name/"
done

# From this package's manifest: the plugin products, and the plugin targets with settingsc's
# executable target replaced by the binary one.
products=$(grep -E '^ +\.plugin\(name: ".*", targets: ' "$root/Package.swift")
targets=$(awk '/^        \.plugin\($/ { inside = 1 } inside { print } inside && /^        \),$/ { inside = 0 }' "$root/Package.swift" \
    | sed 's/dependencies: \["settingsc"\]/dependencies: ["SettingscBinary"]/')
[ -n "$products" ] && [ -n "$targets" ] || { echo "settingsc: no plugins found in Package.swift" >&2; exit 1; }
cat > "$dir/Package.swift" <<SWIFT
// swift-tools-version:6.0
// settingsc's package plugins with a prebuilt settingsc (written by settingsc's scripts/plugins-package.sh).
import PackageDescription

let package = Package(
    name: "settingsc-plugins",
    products: [
$products
    ],
    targets: [
        .binaryTarget(name: "SettingscBinary", $binary),
$targets
    ]
)
SWIFT
echo "wrote $dir/Package.swift"
