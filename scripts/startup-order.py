#!/usr/bin/env python3
"""Writes scripts/startup-order.txt: the functions and data a run of settingsc touches, for the linker.

A build step runs settingsc once per file, so a run is mostly start-up, and in the fully static binary
(46 MB, most of it ICU data never read) start-up was mostly page faults: the code and data one small
`validate` touches were spread over the whole binary, 161 faults where an empty static C program takes
26. The release link (scripts/release-flags.sh) hands this list to lld (`--symbol-ordering-file`), which
places the sections holding these symbols first, together, so the same run touches far fewer pages.

The list comes from what valgrind sees settingsc execute and access: callgrind for functions, lackey
for data. Functions come first, libxml2's last and grouped by object file: its archive is built without
function sections, so each of its objects moves whole and would otherwise spread the small ones apart.
A list that no longer matches the code does no harm (lld skips names it does not know); it only helps
less. Regenerate after changes to what start-up runs:

  scripts/startup-order.py [SETTINGSC]   (default .build/release/settingsc, built with scripts/release-flags.sh)

then relink (SwiftPM does not know the list is an input: `rm .build/release/settingsc && make build`).
Page-fault counts vary by ±10 from run to run with how the binary sits in the page cache; compare
several runs (`perf stat -e page-faults`).
"""
import bisect
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts/bench"))
import bench  # noqa: E402  (its generated data, made once and kept in .build-bench)

OUTPUT = os.path.join(ROOT, "scripts/startup-order.txt")
# Swift seeds its hashing at random in each process, which changes the order in which a run first uses
# things (dictionary iteration): fixed here, so that the same binary gives the same list.
DETERMINISTIC = {**os.environ, "SWIFT_DETERMINISTIC_HASHING": "1"}


# What build steps run (the plugins: validate a cell-style definition or a bundle, generate swift), on
# the data make bench generates (in bench.DATA). The first comes first (see `tiers`).
WORKLOADS = [["validate", "small.plist"], ["validate", bench.BUNDLE], ["generate", "swift", "small.plist"]]


def executed_functions(binary, args, cwd):
    """Every function callgrind saw run (names as the linker knows them: not demangled)."""
    with tempfile.NamedTemporaryFile(suffix=".callgrind") as out:
        subprocess.run(["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={out.name}", binary, *args],
                       cwd=cwd, env=DETERMINISTIC, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        names = []
        for line in open(out.name, errors="replace"):
            match = re.match(r"c?fn=\(\d+\) (.+)", line)
            if match:
                names.append(match.group(1).strip())
    return names


def sections(binary):
    """(start, end, name) of the binary's allocated sections."""
    out = subprocess.run(["readelf", "-S", "-W", binary], capture_output=True, text=True, check=True).stdout
    found = []
    for line in out.splitlines():
        match = re.match(r"\s*\[\s*\d+\]\s+(\S+)\s+\S+\s+([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)", line)
        if match and int(match.group(2), 16):
            start = int(match.group(2), 16)
            found.append((start, start + int(match.group(3), 16), match.group(1)))
    return found


class DataSymbols:
    """The binary's data symbols (start, size, name), sorted by address, and its .text ranges: read
    once for every workload."""

    def __init__(self, binary):
        self.symbols = []
        out = subprocess.run(["nm", "-n", "-S", binary], capture_output=True, text=True, check=True).stdout
        for line in out.splitlines():
            parts = line.split()
            if len(parts) == 4 and parts[2] not in "tTwWiI":
                self.symbols.append((int(parts[0], 16), int(parts[1], 16), parts[3]))
        self.symbols.sort()
        self.starts = [s[0] for s in self.symbols]
        self.text = [(s, e) for s, e, name in sections(binary) if name == ".text"]


def accessed_data(binary, table, args, cwd):
    """Data symbols (outside .text) that lackey saw read or written, in order of first access."""
    symbols, starts, text = table.symbols, table.starts, table.text
    seen, order = set(), []
    with tempfile.NamedTemporaryFile(suffix=".lackey") as log:
        subprocess.run(["valgrind", "--tool=lackey", "--trace-mem=yes", f"--log-file={log.name}", binary, *args],
                       cwd=cwd, env=DETERMINISTIC, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for line in open(log.name, errors="replace"):
            match = re.match(r"\s*[SLM]\s+([0-9a-f]+),", line)
            if not match:
                continue
            address = int(match.group(1), 16)
            if any(s <= address < e for s, e in text):
                continue
            index = bisect.bisect_right(starts, address) - 1
            if index < 0:
                continue
            start, size, name = symbols[index]
            if start <= address < start + max(size, 1) and name not in seen:
                seen.add(name)
                order.append(name)
    return order


def libxml2_objects():
    """libxml2's defined function names, by the archive member that defines them."""
    libdir = subprocess.run(["pkg-config", "--variable=libdir", "libxml-2.0"], capture_output=True, text=True).stdout.strip()
    archive = os.path.join(libdir or "/usr/lib/x86_64-linux-gnu", "libxml2.a")
    owner, member = {}, None
    out = subprocess.run(["nm", "--defined-only", archive], capture_output=True, text=True).stdout
    for line in out.splitlines():
        if line.endswith(".o:"):
            member = line[:-1]
            continue
        parts = line.split()
        if len(parts) == 3 and parts[1] in "tT":
            owner[parts[2]] = member
    return owner


def tiers(lists):
    """The names of the first list in their order (first use, in a run on one thread: the same every
    time), then for each other list the names not listed yet, sorted (threads vary their order of first
    use from run to run). What one small `validate` runs stays together: ordered by first use, it
    touched 17 pages of code; sorted among the others' names, 39."""
    seen, ordered = set(), []
    for index, names in enumerate(lists):
        tier = list(dict.fromkeys(n for n in names if n not in seen)) if index == 0 else sorted(set(names) - seen)
        seen.update(tier)
        ordered += tier
    return ordered


def main():
    binary = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/release/settingsc"))
    owner = libxml2_objects()
    table = DataSymbols(binary)
    bench.generate()
    # Per workload: its functions (names callgrind makes up, such as addresses, "(below main)" or
    # recursion levels 'N, are no symbols) and its data.
    functions, data = [], []
    for args in WORKLOADS:
        functions.append([f for f in executed_functions(binary, args, bench.DATA) if not re.match(r"0x|\(|.*'\d+$", f)])
        data.append([d for d in accessed_data(binary, table, args, bench.DATA) if d not in owner])
    small = tiers([[f for f in names if f not in owner] for names in functions])
    every = {f for names in functions for f in names}
    # libxml2's functions by object file (objects in name order), each object's names sorted.
    grouped = sorted((f for f in every if f in owner), key=lambda f: (owner[f], f))
    members = set(owner[f] for f in grouped)
    names = small + grouped + tiers(data)
    with open(OUTPUT, "w") as out:
        out.write("\n".join(names) + "\n")
    print(f"{OUTPUT}: {len(small)} functions, {len(grouped)} of libxml2 ({len(members)} objects), "
          f"{len(names) - len(small) - len(grouped)} data symbols")


if __name__ == "__main__":
    main()
