#!/bin/sh
# Remakes docs/lsp-neovim.png, the README's picture of `settingsc lsp` in an editor: Neovim (its
# built-in LSP client, configured by init.lua) in a tmux pane of 118×37 showing App/Settings.bundle's
# Root.plist with the server's diagnostics and one opened in a float; the pane's text and colours
# (tmux capture-pane -e) made HTML by aha and photographed by headless Chromium.
#   scripts/lsp-screenshot/make.sh [SETTINGSC]     (default .build/debug/settingsc)
# Needs nvim, tmux, aha and chromium (apt-get install neovim tmux aha chromium).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
settingsc=$(cd "$(dirname "${1:-$root/.build/debug/settingsc}")" && pwd)/$(basename "${1:-settingsc}")
work=$(mktemp -d)
trap 'tmux kill-session -t settingsc-lsp-shot 2>/dev/null || true; rm -rf "$work"' EXIT
cp -R "$here/App" "$work/App"
cd "$work"
tmux new-session -d -s settingsc-lsp-shot -x 118 -y 37 -e SETTINGSC="$settingsc" -e XDG_CACHE_HOME="$work/cache" \
    -e XDG_STATE_HOME="$work/state" -e TERM=xterm-256color \
    "nvim -u '$here/init.lua' -i NONE -n App/Settings.bundle/Root.plist"
sleep 4
tmux send-keys -t settingsc-lsp-shot "17G12|"
sleep 0.5
tmux send-keys -t settingsc-lsp-shot ":lua vim.diagnostic.open_float()" Enter
sleep 1
tmux capture-pane -t settingsc-lsp-shot -e -p > capture.ansi
aha --black --title "settingsc lsp in Neovim" < capture.ansi \
    | sed 's|<pre>|<pre style="font: 14px/1.25 DejaVu Sans Mono, monospace; margin: 8px">|' > capture.html
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$work/profile" \
    --window-size=1010,660 --screenshot="$root/docs/lsp-neovim.png" "file://$work/capture.html" 2>/dev/null
echo "wrote docs/lsp-neovim.png"
