#!/usr/bin/env python3
"""`make bench-check`: an instruction-count regression check, free of timing noise.

Counts the instructions (valgrind's callgrind) of `settingsc validate` on the medium (~1 MB) data set
and of the C xmlTextReader floor on the same file, and fails when settingsc needs more than LIMIT
times the floor (default 1.2; SETTINGSC_BENCH_LIMIT overrides). Not part of `make test`.
"""
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench  # noqa: E402  (same data and peers as make bench)

LIMIT = float(os.environ.get("SETTINGSC_BENCH_LIMIT", "1.2"))


def instructions(argv):
    result = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *argv],
                            cwd=bench.DATA, capture_output=True, text=True)
    match = re.search(r"Collected : (\d+)", result.stderr)
    if not match:
        sys.exit(f"callgrind gave no count for {argv}:\n{result.stderr[-2000:]}")
    return int(match.group(1))


def main():
    floor, _ = bench.build_peers()
    bench.generate()
    ours = instructions([bench.SETTINGSC, "validate", "medium.plist"])
    base = instructions([floor, "medium.plist"])
    ratio = ours / base
    print(f"settingsc validate medium.plist: {ours:,} instructions")
    print(f"C xmlTextReader floor:           {base:,} instructions")
    print(f"ratio {ratio:.2f} (limit {LIMIT:.2f}): {'ok' if ratio <= LIMIT else 'REGRESSION or target not met'}")
    sys.exit(0 if ratio <= LIMIT else 1)


if __name__ == "__main__":
    main()
