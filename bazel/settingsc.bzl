"""settingsc in Bazel: `settingsc validate` as a test, over declared files only.

settingsc_test(name, srcs, config, settingsc): validates every Settings bundle among `srcs` (each file
whose path has a `*.bundle` folder counts towards that bundle, which is checked whole) and every other
plist among them (cell-style definitions). The test sees nothing but its declared inputs: it copies them
into its own folder (so settingsc reads regular files, as in a checkout), and runs settingsc with
`--config` (the declared `config`) or `--no-config`, never a `.settingsc.json` found above. Its result is
therefore cached, locally or by a remote cache, until one of those files (or settingsc) changes, and the
test can run on a remote executor. `settingsc` is the tool's label: a prebuilt binary (the release
tarball's `bin/settingsc`) checked in or fetched by the workspace.

settingsc_bundle_tests(name, ...): one settingsc_test per `*.bundle` folder of the calling package (the
folders found by glob), and a test_suite `name` of them all.
"""

def _bundle_root(path):
    """The path of the `*.bundle` folder `path` is inside of, or None."""
    parts = path.split("/")
    for index in range(len(parts) - 1):
        if parts[index].endswith(".bundle"):
            return "/".join(parts[:index + 1])
    return None

def _shell_quote(text):
    return "'" + text.replace("'", "'\\''") + "'"

def _settingsc_test_impl(ctx):
    files = ctx.files.srcs
    if not files:
        fail("settingsc_test %s: no files in srcs" % ctx.label.name)
    checked = []
    for file in files:
        root = _bundle_root(file.short_path)
        if root == None and file.basename.endswith(".plist"):
            root = file.short_path
        if root != None and root not in checked:
            checked.append(root)
    if not checked:
        fail("settingsc_test %s: srcs hold no *.bundle folder and no .plist" % ctx.label.name)

    inputs = list(files)
    options = ["--no-config"]
    if ctx.file.config:
        inputs.append(ctx.file.config)
        options = ["--config", ctx.file.config.short_path]

    lines = [
        "#!/bin/sh",
        "# Written by settingsc_test: copies the declared files, then validates them.",
        "set -eu",
        "runfiles=$PWD",
        'work="${TEST_TMPDIR:-$(mktemp -d)}/settingsc-inputs"',
        'rm -rf "$work"',
    ]
    for file in inputs:
        path = _shell_quote(file.short_path)
        lines.append('mkdir -p "$work"/$(dirname %s) && cp -L "$runfiles"/%s "$work"/%s' % (path, path, path))
    lines.append('cd "$work"')
    lines.append('exec "$runfiles"/%s validate --color never %s -- %s' % (
        _shell_quote(ctx.executable.settingsc.short_path),
        " ".join([_shell_quote(option) for option in options]),
        " ".join([_shell_quote(path) for path in checked]),
    ))
    script = ctx.actions.declare_file(ctx.label.name + ".sh")
    ctx.actions.write(script, "\n".join(lines) + "\n", is_executable = True)
    runfiles = ctx.runfiles(files = inputs + [ctx.executable.settingsc])
    return [DefaultInfo(executable = script, runfiles = runfiles)]

settingsc_test = rule(
    implementation = _settingsc_test_impl,
    test = True,
    attrs = {
        "srcs": attr.label_list(allow_files = True, doc = "The bundles' files and definitions to validate."),
        "config": attr.label(allow_single_file = [".json"], doc = "A settingsc configuration (.settingsc.json)."),
        "settingsc": attr.label(
            executable = True,
            allow_single_file = True,
            cfg = "target",
            mandatory = True,
            doc = "The settingsc binary.",
        ),
    },
    doc = "Runs `settingsc validate` on the declared bundles and definitions; fails on an error.",
)

def settingsc_bundle_tests(name, settingsc, config = None, exclude = [], **kwargs):
    """A settingsc_test for each `*.bundle` folder of this package, and a test_suite `name`."""
    files = native.glob(["**/*.bundle/**"], exclude = exclude)
    bundles = {}
    for file in files:
        root = _bundle_root(file)
        bundles.setdefault(root, []).append(file)
    tests = []
    for root in sorted(bundles.keys()):
        test = name + "_" + root.replace("/", "_").replace(".", "_")
        settingsc_test(name = test, srcs = bundles[root], config = config, settingsc = settingsc, **kwargs)
        tests.append(test)
    native.test_suite(name = name, tests = tests)
