#!/usr/bin/env python3
"""Runs two settingsc binaries on every sample, fixture and (optionally) extra folders, and on each of them
`diff`ed with the next, and reports every difference in standard output, standard error, exit status
and files written.

    python3 scripts/compare-binaries.py OLD NEW [DIR...]

A refactoring that must not change behaviour is checked with it: build the old commit's release binary,
copy it aside, build the new one, and compare. Each case runs in a fresh temporary folder (stores and
`fix` work on copies), with a fixed environment, so only the binaries differ. Exit status 1 when any
case differs; the first lines of each difference are printed.
"""
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def inputs(extra):
    """Definition files and bundle folders: samples, fixtures, and whatever folders are given."""
    found = []
    roots = [os.path.join(ROOT, "Samples"), os.path.join(ROOT, "Tests", "Fixtures"),
             os.path.join(ROOT, "Tests", "EndToEndTests", "Fixtures")] + extra
    for root in roots:
        for folder, dirs, files in os.walk(root):
            dirs.sort()
            if folder.endswith(".bundle"):
                found.append(folder)
            for name in sorted(files):
                if name.endswith((".plist", ".bplist", ".strings", ".xml")):
                    found.append(os.path.join(folder, name))
    return found


def commands(path):
    """What is run on one input."""
    yield ["validate", path]
    for fmt in ["json", "sarif", "github"]:
        yield ["validate", "--diagnostics", fmt, path]
    yield ["validate", "--strict", "--verbose", path]
    for fmt in ["text", "json", "html"]:
        yield ["render", "--format", fmt, "--width", "60", path]
    yield ["render", "--ascii", "--width", "40", "--lang", "ko", path]
    yield ["values", path]
    yield ["generate", "swift", path]
    yield ["fix", "COPY"]
    yield ["get", "--store", "store.plist", path, "no-such-key"]
    yield ["reset", "--store", "store.plist", path]
    yield ["store-path", path]


def diff_commands(paths):
    """`diff` of each input with the next one: two definitions of one format, or a usage error when they
    are not. In text and, in turn, each other format."""
    for index, (old, new) in enumerate(zip(paths, paths[1:])):
        yield old, ["diff", old, new]
        yield old, ["diff", "--format", ["json", "markdown", "html"][index % 3], old, new]


def global_commands():
    """Runs that take no input of their own: help, usage errors, completion scripts, store sequences."""
    samples = os.path.join(ROOT, "Samples")
    cell, bundle = os.path.join(samples, "Settings.plist"), os.path.join(samples, "MyApp", "Settings.bundle")
    yield []
    for args in (["--help"], ["--version"], ["help"], ["help", "nothing"], ["bogus"], ["--bogus"], ["validate"],
                 ["render"], ["render", cell, cell], ["render", "--width", "3", cell], ["render", "--lang", "k o", cell],
                 ["render", "--pane", "x", cell], ["render", "--pane", "Nope", bundle], ["generate"],
                 ["generate", "swoft", cell], ["generate", "swift"], ["generate", "swift", "--type-name", "1x", cell],
                 ["fix"], ["fix", "-"], ["values"], ["values", "--store", "a", "--domain", "b", cell],
                 ["values", "--domain", "x/y", cell], ["values", "-"], ["store-path", cell, cell], ["get", cell],
                 ["set", cell, "x"], ["toggle", bundle, "playbackVolume"], ["set", bundle, "playbackVolume", "2"],
                 ["get", bundle, "Continuous play"], ["validate", "--strict", "--bogus", cell], ["validate", "--color"]):
        yield args
    for topic in ["validate", "fix", "render", "values", "switches", "get", "set", "toggle", "reset", "store-path",
                  "store", "generate", "rules", "exit-status"]:
        yield ["help", topic]
        yield [topic, "--help"]
    for shell in ["bash", "zsh", "fish"]:
        yield ["--generate-completion-script", shell]
    yield ["__complete", "keys", "toggle", bundle]
    yield ["__complete", "values", bundle, "skipForwardSeconds"]
    yield ["__complete", "languages", bundle]
    for definition, key, value in [(cell, "autoLogin", "off"), (bundle, "skipForwardSeconds", "45 seconds"),
                                   (bundle, "cellularDownloads", "on")]:
        yield ["SEQUENCE", ["set", "--store", "s.plist", definition, key, value], ["get", "--store", "s.plist", definition, key],
               ["toggle", "--store", "s.plist", definition, key], ["values", "--store", "s.plist", definition],
               ["switches", "--store", "s.plist", definition], ["reset", "--store", "s.plist", definition, key],
               ["render", "--store", "s.plist", "--format", "json", definition]]


def run(binary, args, path, workdir):
    env = {"PATH": "/usr/bin:/bin", "HOME": workdir, "XDG_CONFIG_HOME": os.path.join(workdir, "config"),
           "LANG": "C.UTF-8", "SETTINGSC_LOCK_TIMEOUT": "5"}
    written = {}
    if args == ["fix", "COPY"]:
        copy = os.path.join(workdir, os.path.basename(path))
        if os.path.isdir(path):
            shutil.copytree(path, copy, symlinks=True)
        else:
            shutil.copyfile(path, copy)
        args = ["fix", copy]
    runs = args[1:] if args[:1] == ["SEQUENCE"] else [args]
    out, err, status = b"", b"", []
    for one in runs:
        try:
            result = subprocess.run([binary] + one, cwd=workdir, env=env, capture_output=True, timeout=60)
            out, err, status = out + result.stdout, err + result.stderr, status + [result.returncode]
        except subprocess.TimeoutExpired:
            out, err, status = out, err + b"timeout", status + [-1]
    for folder, _, files in os.walk(workdir):
        for name in files:
            full = os.path.join(folder, name)
            if os.path.islink(full):
                # A link (a sample may hold one leading outside): what it names, not what it leads to.
                written[os.path.relpath(full, workdir)] = b"-> " + os.readlink(full).encode()
                continue
            with open(full, "rb") as handle:
                written[os.path.relpath(full, workdir)] = handle.read()
    return out.replace(workdir.encode(), b"WORK"), err.replace(workdir.encode(), b"WORK"), status, written


def main():
    if len(sys.argv) < 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    old, new, extra = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2]), sys.argv[3:]
    cases = differences = 0
    # One private parent folder per comparison, so that two comparisons at once never share a case folder.
    parent = tempfile.mkdtemp(prefix="settingsc-compare-")
    found = inputs([os.path.abspath(e) for e in extra])
    cases_of = ([(None, list(global_commands()))] + [(path, list(commands(path))) for path in found]
                + [(path, [args]) for path, args in diff_commands(found)])
    for path, runs in cases_of:
        for args in runs:
            results = []
            for binary in (old, new):
                with tempfile.TemporaryDirectory(prefix="run-", dir=parent) as workdir:
                    # The same folder name for both runs: paths in outputs then agree.
                    stable = os.path.join(parent, "case")
                    shutil.rmtree(stable, ignore_errors=True)
                    os.rename(workdir, stable)
                    try:
                        results.append(run(binary, args, path, stable))
                    finally:
                        os.rename(stable, workdir)
            cases += 1
            if results[0] != results[1]:
                differences += 1
                print("DIFFERS:", " ".join(map(str, args)), os.path.relpath(path, ROOT) if path else "")
                for label, a, b in zip(["stdout", "stderr", "status", "files"], results[0], results[1]):
                    if a != b:
                        print(f"  {label}: old {str(a)[:300]!r}\n  {'':{len(label)}}  new {str(b)[:300]!r}")
    shutil.rmtree(parent, ignore_errors=True)
    print(f"{cases} runs, {differences} differences")
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())
