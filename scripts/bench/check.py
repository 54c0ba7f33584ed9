#!/usr/bin/env python3
"""`make bench-check`: an instruction-count check, free of timing noise.

Counts instructions (valgrind's callgrind) of settingsc and of a reference on the same input, and fails
when one of the reading core's targets is missed (instruction_targets.py: the 3 KB file ≤ 600 K
instructions, the 1 MB file ≤ the C xmlTextReader floor, 50 bundles ≤ one `xmllint --noout` over their
plists, reading their `.strings` tables ≤ 15 instructions a byte) or when the many-files case regresses:

  many    `validate` of 200 of the 2,000 small files in one call ÷ `xmllint --noout` of the same files;
          limit 1.02, what the start-up work of 2026-11-23 reached (0.97) plus 5%

and when scripts/startup-order.txt, the order the release link places code and data in, lacks functions
that a small `validate` runs (scripts/startup-order.py --check): out of date, it costs a small file page
faults that no instruction count shows.

Part of `make test` (run beside the unit tests, once the release build is done).
"""
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench  # noqa: E402  (same data and peers as make bench)
import instruction_targets  # noqa: E402

MANY_LIMIT = 1.02
MANY_FILES = 200


def main():
    # Only the C floor: the other peers (Foundation's reader, built with swiftc) are for timings.
    floor = bench.build_floor()
    bench.generate()
    failed = False
    for text, value, limit, met, detail in instruction_targets.measure(bench.SETTINGSC, bench.DATA, floor, bench.TREE):
        measured = "no count" if value is None else f"{value:.2f}"
        print(f"{text}: {measured} ({detail}): {'ok' if met else 'target not met'}")
        failed |= not met
    many = sorted(os.path.join("many", f) for f in os.listdir(os.path.join(bench.DATA, "many")))[:MANY_FILES]
    ours = instruction_targets.count([bench.SETTINGSC, "validate", *many], bench.DATA)
    base = instruction_targets.count(["xmllint", "--noout", *many], bench.DATA)
    if ours is None or base is None:
        sys.exit("callgrind gave no count for the many-files case")
    ratio = ours / base
    print(f"many ({MANY_FILES} files): settingsc validate {ours:,} ÷ xmllint --noout {base:,} instructions = "
          f"{ratio:.2f} (limit {MANY_LIMIT:.2f}): {'ok' if ratio <= MANY_LIMIT else 'REGRESSION'}")
    failed |= ratio > MANY_LIMIT
    order = subprocess.run([sys.executable, os.path.join(bench.ROOT, "scripts/startup-order.py"), "--check", bench.SETTINGSC])
    failed |= order.returncode != 0
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
