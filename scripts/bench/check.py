#!/usr/bin/env python3
"""`make bench-check`: an instruction-count regression check, free of timing noise.

Counts instructions (valgrind's callgrind) of settingsc and of a reference on the same input, and fails
when a ratio exceeds its limit:

  medium  `validate medium.plist` (~1 MB) ÷ the C xmlTextReader floor on it; limit 1.13
          (SETTINGSC_BENCH_LIMIT overrides): 1.207 (147.4 M instructions) with a tree of values per section,
          0.98 (120.1 M) with flat values (2026-11-23); 1.08 (131.8 M, both threads counted) since a
          document of 1 MB or more is read by libxml2 on a thread of its own, which records its events for
          the caller's thread (XMLStream's EventPipe; 25% less time on this file), plus 5%
  small   `validate small.plist` (3 KB: mostly start-up) ÷ an empty static C program (the process floor)
  many    `validate` of 200 of the 2,000 small files in one call ÷ `xmllint --noout` of the same files

The small and many limits are what the start-up work of 2026-11-23 reached plus 5%. Not part of `make test`.
"""
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench  # noqa: E402  (same data and peers as make bench)

LIMIT = float(os.environ.get("SETTINGSC_BENCH_LIMIT", "1.13"))
# Reached by the start-up work of 2026-11-23: small 17.4 (692.7 K ÷ 39.8 K instructions), many 0.97 (91.1 M ÷ 93.8 M).
SMALL_LIMIT = 18.3
MANY_LIMIT = 1.02
MANY_FILES = 200


def instructions(argv):
    result = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *argv],
                            cwd=bench.DATA, capture_output=True, text=True)
    match = re.search(r"Collected : (\d+)", result.stderr)
    if not match:
        sys.exit(f"callgrind gave no count for {argv[:3]}:\n{result.stderr[-2000:]}")
    return int(match.group(1))


def main():
    floor, _ = bench.build_peers()
    bench.generate()
    many = sorted(os.path.join("many", f) for f in os.listdir(os.path.join(bench.DATA, "many")))[:MANY_FILES]
    checks = [
        ("medium", [bench.SETTINGSC, "validate", "medium.plist"], "C xmlTextReader floor", [floor, "medium.plist"], LIMIT),
        ("small", [bench.SETTINGSC, "validate", "small.plist"], "empty static C program", [bench.PROCESS_FLOOR], SMALL_LIMIT),
        (f"many ({MANY_FILES} files)", [bench.SETTINGSC, "validate", *many], "xmllint --noout", ["xmllint", "--noout", *many],
         MANY_LIMIT),
    ]
    failed = False
    for name, ours_argv, reference, reference_argv, limit in checks:
        ours, base = instructions(ours_argv), instructions(reference_argv)
        ratio = ours / base
        verdict = "ok" if ratio <= limit else "REGRESSION or target not met"
        failed |= ratio > limit
        print(f"{name}: settingsc validate {ours:,} ÷ {reference} {base:,} instructions = {ratio:.2f} "
              f"(limit {limit:.2f}): {verdict}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
