"""The reading core's targets in instructions (valgrind's callgrind: exact, whatever else the machine
runs), shared by `make bench-check`, which fails when one is missed, and `make bench`, which shows them
beside its timed targets. The limits are the targets themselves, not a margin above today's figures:

  small    `validate small.plist` (3 KB: mostly start-up) ≤ 600 K instructions
  medium   `validate medium.plist` (~1 MB) ≤ the C xmlTextReader floor on the same file, in the same run
  bundles  `validate` of the first 5 apps of the generated tree (50 bundles: pages and their en, de and
           ko tables) ≤ one `xmllint --noout` over the plist files of those bundles
  strings  reading the `.strings` tables of those 50 bundles (`StringsParser.parse(path:...)` and all
           it calls: opening, decoding, reading, indexing) ≤ 15 instructions a byte of the tables
"""
import os
import re
import subprocess

SMALL_LIMIT = 600_000
STRINGS_LIMIT = 15
# Where a `.strings` table is read, from its path: StringsParser.parse(path:displayName:overlay:cap:),
# by its mangled name (callgrind collects only inside it). A name that no longer matches collects
# nothing, which is no count, never a met target.
READ_TABLE = "$s12PropertyList13StringsParserO5parse4path11displayName7overlay3cap*"
# The first apps of the generated tree (10 modules, each with one Settings bundle): 50 bundles.
BUNDLE_APPS = 5


def count(argv, cwd, inside=None):
    """Instructions executed by argv (every thread), or only inside the functions whose names match
    `inside` (a callgrind pattern); None when callgrind gave no count (or nothing inside)."""
    only = [f"--toggle-collect={inside}"] if inside else []
    result = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *only, *argv],
                            cwd=cwd, capture_output=True, text=True)
    match = re.search(r"Collected : (\d+)", result.stderr)
    return int(match.group(1)) if match and int(match.group(1)) > 0 else None


def bundle_files(data, roots, suffix):
    """The files ending in suffix inside the Settings bundles under roots (relative to data), as a walk
    of `settingsc validate DIR` reads them: Pods/ and .git/ left out."""
    return sorted(os.path.relpath(os.path.join(d, f), data)
                  for root in roots for d, _, names in os.walk(os.path.join(data, root))
                  for f in names if f.endswith(suffix) and "Settings.bundle" in d
                  and not any(part in (".git", "Pods") for part in d.split(os.sep)))


def settings_plists(data, roots):
    """The plist files of the Settings bundles under roots."""
    return bundle_files(data, roots, ".plist")


def measure(settingsc, data, floor, tree):
    """[(target, measured, limit, met, detail)] for the four targets; a count callgrind could not
    take is a missed target."""
    apps = [os.path.join(tree, app) for app in sorted(os.listdir(os.path.join(data, tree)))
            if app.startswith("App")][:BUNDLE_APPS]
    rows = []

    def row(text, ours, base, limit, detail):
        value = None if ours is None or base is None else ours / base
        rows.append((text, value, limit, value is not None and value <= limit, detail))

    small = count([settingsc, "validate", "small.plist"], data)
    row("small: validate, thousands of instructions ≤ 600", small, 1000, SMALL_LIMIT / 1000,
        f"settingsc validate small.plist {small or 0:,} instructions (limit {SMALL_LIMIT:,})")
    ours, base = count([settingsc, "validate", "medium.plist"], data), count([floor, "medium.plist"], data)
    row("medium: validate instructions ÷ C reader floor ≤ 1.0", ours, base, 1.0,
        f"settingsc validate medium.plist {ours or 0:,} ÷ C xmlTextReader floor {base or 0:,} instructions")
    plists = settings_plists(data, apps)
    bundles = len({os.path.dirname(p) for p in plists if os.path.basename(os.path.dirname(p)) == "Settings.bundle"})
    ours = count([settingsc, "validate", *apps], data)
    base = count(["xmllint", "--noout", *plists], data)
    row(f"{bundles} bundles: validate instructions ÷ xmllint --noout over their plists ≤ 1.0", ours, base, 1.0,
        f"settingsc validate of {bundles} bundles {ours or 0:,} ÷ xmllint --noout of their {len(plists)} plists "
        f"{base or 0:,} instructions")
    tables = bundle_files(data, apps, ".strings")
    size = sum(os.path.getsize(os.path.join(data, t)) for t in tables)
    reading = count([settingsc, "validate", *apps], data, inside=READ_TABLE)
    row(f".strings: reading the {len(tables)} tables of those bundles, instructions a byte ≤ {STRINGS_LIMIT}",
        reading, size or None, STRINGS_LIMIT,
        f"StringsParser.parse(path:) {reading or 0:,} instructions ÷ {size:,} bytes")
    return rows
