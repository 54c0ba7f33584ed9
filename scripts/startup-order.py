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
Two kinds of functions are placed specially. The Swift standard library's Swift.o keeps 1.6 MB of its
code (prespecialized metadata accessors, merged `Tm` functions...) in one plain `.text` section: naming
any of its 189 functions early moved all of it there and spread the rest of the list over 3.8 MB, so
functions of sections that big go last (and the small functions Swift emits without a symbol are
grouped by scripts/startup-sections.ld). And valgrind's CPU has no AVX-512: the string functions it saw
(`__strlen_avx2`) are not those a real run picks (`__strlen_evex`), which are added next to them.
A list that no longer matches the code does no harm (lld skips names it does not know); it only helps
less. Regenerate after changes to what start-up runs:

  scripts/startup-order.py [SETTINGSC]   (default .build/release/settingsc, built with scripts/release-flags.sh)

then relink (SwiftPM does not know the list is an input: `rm .build/release/settingsc && make build`);
`make startup-order` does both. A list goes out of date quietly: fifteen commits that renamed or added
functions on the way of every run took `validate small.plist` from 85 page faults back to 100 (28 of
the functions it runs unlisted). `make bench-check` therefore checks it (`--check`: the named functions
a small `validate` runs that the list lacks; none is what a regenerated list gives).
Page-fault counts vary by ±10 from run to run with how the binary sits in the page cache; compare
several runs (`perf stat -e page-faults`).
"""
import bisect
import glob
import os
import re
import shutil
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


# Run by every process but invisible to callgrind: the C runtime's start-up code in crtbegin, and the
# strcmp glibc's start-up calls on a real CPU only.
PROCESS_START = ["frame_dummy", "register_tm_clones", "deregister_tm_clones", "__do_global_dtors_aux",
                 "__strcmp_evex", "__strcmp_avx2"]


# What build steps run (the plugins: validate a cell-style definition or a bundle, generate swift), on
# the data make bench generates (in bench.DATA). The first comes first (see `tiers`).
WORKLOADS = [["validate", "small.plist"], ["validate", bench.BUNDLE], ["generate", "swift", "small.plist"]]


# Names callgrind makes up (addresses, "(below main)", recursion levels 'N) are no symbols: never listed.
MADE_UP = re.compile(r"0x|\(|.*'\d+$")


def executed_functions(binary, args, cwd, env=DETERMINISTIC):
    """Every named function callgrind saw run (names as the linker knows them: not demangled)."""
    with tempfile.NamedTemporaryFile(suffix=".callgrind") as out:
        subprocess.run(["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={out.name}", binary, *args],
                       cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        names = []
        for line in open(out.name, errors="replace"):
            match = re.match(r"c?fn=\(\d+\) (.+)", line)
            name = match.group(1).strip() if match else None
            if name and not MADE_UP.match(name):
                names.append(name)
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


# Sections larger than this cannot be placed usefully: their functions go after all the others.
BIG_SECTION = 256 * 1024


def swift_static_archives():
    """The static Swift runtime archives the release link takes functions from."""
    swiftc = shutil.which("swiftc")
    if not swiftc:
        return []
    return glob.glob(os.path.join(os.path.dirname(os.path.realpath(swiftc)), "../lib/swift_static/linux/libswift*.a"))


def in_big_sections(archives):
    """Names of the functions that sit in an input section over BIG_SECTION bytes (readelf prints an
    archive member by member: its sections, then its symbols with their section's index)."""
    names = set()
    for archive in archives:
        big = set()
        out = subprocess.run(["readelf", "-S", "-s", "-W", archive], capture_output=True, text=True).stdout
        for line in out.splitlines():
            if line.startswith("File: "):
                big = set()
            section = re.match(r"\s*\[\s*(\d+)\]\s+\S+\s+PROGBITS\s+[0-9a-f]+\s+[0-9a-f]+\s+([0-9a-f]+)", line)
            if section and int(section.group(2), 16) > BIG_SECTION:
                big.add(section.group(1))
            symbol = re.match(r"\s*\d+:\s+[0-9a-f]+\s+\d+\s+FUNC\s+\S+\s+\S+\s+(\d+)\s+(\S+)", line)
            if symbol and symbol.group(1) in big:
                names.add(symbol.group(2))
    return names


# glibc's string functions come in variants (`__strlen_avx2`, `__strlen_evex`...) chosen by CPU.
STRING_VARIANT = re.compile(r"(__\w+?)_(sse2|sse42|ssse3|avx2|avx|evex|avx512)(_\w+)?$")


def real_cpu_variants(functions, binary):
    """For each string function variant valgrind saw, its EVEX and AVX-512 siblings in the binary (what
    current x86-64 CPUs run), right after it."""
    families = {}
    out = subprocess.run(["nm", binary], capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        parts = line.split()
        match = STRING_VARIANT.match(parts[-1]) if len(parts) == 3 and parts[1] in "tT" else None
        if match and match.group(2) in ("evex", "avx512") and not parts[-1].endswith("_rtm"):
            families.setdefault(match.group(1).replace("__memcpy", "__memmove").replace("__mempcpy", "__memmove"), []).append(parts[-1])
    result = []
    for name in functions:
        result.append(name)
        match = STRING_VARIANT.match(name)
        if match:
            result += sorted(families.get(match.group(1).replace("__memcpy", "__memmove").replace("__mempcpy", "__memmove"), []))
    return list(dict.fromkeys(result))


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


def unlisted(binary):
    """The named functions the first workload (a small `validate`) runs that the list does not hold."""
    bench.generate()
    with open(OUTPUT) as listed:
        names = set(line.strip() for line in listed)
    return [f for f in dict.fromkeys(executed_functions(binary, WORKLOADS[0], bench.DATA)) if f not in names]


def main():
    check = sys.argv[1:2] == ["--check"]
    operands = sys.argv[2:] if check else sys.argv[1:]
    binary = os.path.abspath(operands[0] if operands else os.path.join(ROOT, ".build/release/settingsc"))
    if check:
        missing = unlisted(binary)
        listing = os.path.relpath(OUTPUT, ROOT)
        print(f"start-up order: {len(missing)} functions `validate {WORKLOADS[0][1]}` runs are not in {listing}: "
              f"out of date (make startup-order)" if missing
              else f"start-up order: {listing} holds every function `validate {WORKLOADS[0][1]}` runs: ok")
        for name in missing[:10]:
            print(f"  {name}")
        sys.exit(1 if missing else 0)
    owner = libxml2_objects()
    table = DataSymbols(binary)
    bench.generate()
    # Per workload: its functions and its data.
    functions, data = [], []
    for args in WORKLOADS:
        functions.append(executed_functions(binary, args, bench.DATA))
        data.append([d for d in accessed_data(binary, table, args, bench.DATA) if d not in owner])
    # Hashing seeded at random, as in real runs (getrandom, a different iteration order), adds a few.
    seeded = executed_functions(binary, WORKLOADS[0], bench.DATA, env=os.environ)
    functions[0] = PROCESS_START + functions[0] + seeded
    big = in_big_sections(swift_static_archives())
    small = real_cpu_variants(tiers([[f for f in names if f not in owner and f not in big] for names in functions]), binary)
    every = {f for names in functions for f in names}
    # libxml2's functions by object file (objects in name order), each object's names sorted.
    grouped = sorted((f for f in every if f in owner), key=lambda f: (owner[f], f))
    members = set(owner[f] for f in grouped)
    last = sorted(every & big)
    names = small + grouped + last + tiers(data)
    with open(OUTPUT, "w") as out:
        out.write("\n".join(names) + "\n")
    print(f"{OUTPUT}: {len(small)} functions, {len(grouped)} of libxml2 ({len(members)} objects), "
          f"{len(last)} in sections over {BIG_SECTION // 1024} KB, {len(names) - len(small) - len(grouped) - len(last)} data symbols")


if __name__ == "__main__":
    main()
