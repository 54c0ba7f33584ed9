#!/usr/bin/env python3
"""Writes Tests/Fixtures/binary/: binary property lists (bplist00) for BinaryPlistReader's tests, and
expected.tsv, the outcome each must have: status (0 read without errors, 1 an error, w read with a
warning), the rule of the first error or warning (or "-"), and the byte offset it is reported at (or "-").

Valid files come from plistlib (FMT_BINARY), each with its XML twin (NAME.xml, FMT_XML) that the XML
reader must read to the same value. Hostile files are built byte by byte with `bplist()`, so that each
breaks exactly one thing; their expected offsets are computed here from the construction.
Run it again after changing a case and commit the output."""
import datetime
import os
import plistlib
import struct

OUT = "Tests/Fixtures/binary"
cases = []  # (name, bytes, status, rule, offset)


def valid(name, value):
    binary = plistlib.dumps(value, fmt=plistlib.FMT_BINARY)
    cases.append((name + ".bplist", binary, 0, "-", "-"))
    cases.append((name + ".xml", plistlib.dumps(value, fmt=plistlib.FMT_XML), None, None, None))


# Valid files ------------------------------------------------------------------------------------------

valid("every-type", {
    "string": "plain ASCII",
    "unicode": "é 한글 😀 e\u0301",
    "empty string": "",
    "true": True, "false": False,
    "zero": 0, "byte": 255, "short": 256, "word": 65535, "int": 65536, "uint32": 2**32 - 1, "big": 2**32,
    "int64 max": 2**63 - 1, "int64 min": -2**63, "minus one": -1, "uint64 max": 2**64 - 1, "above int64": 2**63,
    "real": 0.1, "third": 1 / 3, "huge": 1e300, "tiny": 5e-324, "negative": -2.5, "infinity": float("inf"),
    "date": datetime.datetime(2024, 2, 29, 23, 59, 58),
    "data": bytes(range(40)), "no data": b"",
    "array": [1, "two", 3.0, [], {}],
    "dict": {"nested": {"deeper": [True, {"deepest": "x"}]}},
    "empty array": [], "empty dict": {},
})
valid("dates", [
    datetime.datetime(2001, 1, 1), datetime.datetime(1970, 1, 1), datetime.datetime(2000, 12, 31, 23, 59, 59),
    datetime.datetime(1, 1, 1), datetime.datetime(9999, 12, 31, 23, 59, 59), datetime.datetime(1900, 2, 28, 12),
    datetime.datetime(2038, 1, 19, 3, 14, 8),
])
valid("integers", [0, 1, 14, 15, 16, 127, 128, 255, 256, 65535, 65536, 2**31, 2**32 - 1, 2**32, 2**62,
                   2**63 - 1, 2**63, 2**64 - 1, -1, -255, -256, -2**31, -2**63])
valid("strings", ["", "a", "x" * 14, "x" * 15, "x" * 16, "é" * 15, "😀", "한국어 설정", "tab\tnew\nline",
                  "a & b <c>", "\u00e9", "e\u0301", "x" * 300])
valid("data", [b"", b"\x00", bytes(14), bytes(15), bytes(16), bytes(range(256)) * 2])
valid("nested", {"a": [[[[[[[[[[{"b": [{"c": {"d": "deep"}}]}]]]]]]]]]]})
valid("empty-containers", {"array": [], "dict": {}, "in array": [[], {}, [[]]]})
valid("empty-array", [])
valid("string-root", "just a string")
# 300 distinct strings: 2-byte object references and offsets.
valid("many-objects", {"items": [f"item {i}" for i in range(300)]})


def row(style, content, **extra):
    d = {"CellStyle": style, "Content": content}
    d.update(extra)
    return d


valid("settings", [
    {"SectionTitle": "계정 Account", "Data": [
        row("SettingDetailCell", "프로필 수정", Detail="kim.minji@example.com"),
        row("SettingDetailCell", "비밀번호 변경"),
        row("SettingSwitchCell", "자동 로그인", Key="autoLogin", DefaultValue=True),
    ]},
    {"SectionTitle": "Notifications", "Data": [
        row("SettingSwitchCell", "Push notifications", Key="pushEnabled", DefaultValue=True),
        row("SettingSwitchCell", "Email digest", Key="emailDigest", DefaultValue=False),
        row("SettingBasicCell", "Notification sounds"),
    ]},
    {"SectionTitle": "About", "Data": [
        row("SettingDetailCell", "Version", Detail="3.2.1 (build 4821)"),
        row("SettingBasicCell", "Terms of service"),
        row("SettingBasicCell", "Privacy policy"),
        row("SettingBasicCell", "Open-source licences"),
    ]},
])

# Hostile files ----------------------------------------------------------------------------------------


def be(value, size):
    return value.to_bytes(size, "big")


def bplist(objects, off=None, ref=1, n=None, top=0, table=None, offsets=None, magic=b"bplist00", gap=b"",
           unused=b"\0" * 6):
    """magic + objects + offset table + trailer; any field can be overridden. Returns the bytes and the
    object offsets."""
    body = bytearray(magic)
    real = []
    for obj in objects:
        real.append(len(body))
        body += obj
    T = len(body)
    if off is None:
        off = 1 if T < 256 else 2
    for o in (offsets if offsets is not None else real):
        body += be(o, off) if off else b""
    body += gap
    body += unused + bytes([off, ref]) + be(len(objects) if n is None else n, 8) + be(top, 8) \
        + be(T if table is None else table, 8)
    return bytes(body), real, T


def hostile(name, data, rule, offset):
    cases.append((name + ".bplist", data, 1, rule, offset))


def tolerated(name, data):
    cases.append((name + ".bplist", data, 0, "-", "-"))


def warned(name, data, rule, offset):
    """Read as CoreFoundation reads it, with one warning (`rule` at `offset`) naming what it reads."""
    cases.append((name + ".bplist", data, "w", rule, offset))


BAD = "invalid-binary-plist"
TRUE = [b"\x09"]

# The trailer (its last 32 bytes: 6 unused, offset size at -26, ref size at -25, count at -24, top at
# -16, table at -8).
d, _, _ = bplist(TRUE, off=0)
hostile("trailer-offset-size-0", d, BAD, len(d) - 26)
d, _, _ = bplist(TRUE, off=9)
hostile("trailer-offset-size-9", d, BAD, len(d) - 26)
d, _, _ = bplist(TRUE, ref=0)
hostile("trailer-ref-size-0", d, BAD, len(d) - 25)
d, _, _ = bplist(TRUE, ref=9)
hostile("trailer-ref-size-9", d, BAD, len(d) - 25)
d, _, _ = bplist(TRUE, n=0)
hostile("trailer-no-objects", d, BAD, len(d) - 24)
d, _, _ = bplist(TRUE, n=2**63 + 1)
hostile("trailer-count-overflow", d, BAD, len(d) - 24)
d, _, _ = bplist(TRUE, n=2**62, off=4)  # count x size wraps to 0 in 64 bits
hostile("trailer-table-size-overflow", d, BAD, len(d) - 24)
d, _, _ = bplist(TRUE, top=1)
hostile("trailer-top-out-of-range", d, BAD, len(d) - 16)
d, _, _ = bplist(TRUE, table=4)
hostile("offset-table-in-header", d, BAD, len(d) - 8)
d, _, _ = bplist(TRUE, table=2**40)
hostile("offset-table-past-end", d, BAD, len(d) - 8)
d, _, _ = bplist(TRUE, table=8 + 1 + 1)  # one byte later than it is: then it runs into the trailer
hostile("offset-table-overlaps-trailer", d, BAD, len(d) - 8)
d, _, T = bplist(TRUE, gap=b"\0")
hostile("offset-table-gap", d, BAD, T + 1)
d, _, _ = bplist([b"\x09"] * 300, off=2, ref=1)
hostile("refs-too-narrow", d, BAD, len(d) - 25)
d, _, T = bplist(TRUE, offsets=[200])
hostile("object-offset-past-table", d, BAD, T)
d, _, T = bplist([b"\xa1\x01", b"\x09"], offsets=[8, 2])
hostile("object-offset-in-header", d, BAD, T + 1)
d, _, _ = bplist(TRUE, magic=b"bplist01")
warned("version-01", d, "non-standard-value", 7)  # CF reads any bplist0?
d, _, _ = bplist(TRUE, magic=b"bplist15")
hostile("version-15", d, BAD, 0)
hostile("truncated-40-bytes", b"bplist00" + bytes(32), BAD, 0)
whole, _, _ = bplist([b"\xa2\x01\x02", b"\x51a", b"\x09"])
# The trailer now starts a byte early: its offset-size byte is the last unused byte, 0.
hostile("truncated-last-byte", whole[:-1], BAD, len(whole) - 1 - 26)

# References and structure.
d, _, _ = bplist([b"\xa1\x05"])
hostile("ref-out-of-range", d, BAD, 9)
d, _, _ = bplist([b"\xa1\x00"])
hostile("self-containing-array", d, BAD, 8)
d, _, _ = bplist([b"\xd1\x01\x00", b"\x51a"])
hostile("self-containing-dict", d, BAD, 8)
d, _, _ = bplist([b"\xa1\x01", b"\xa1\x00"])
hostile("cycle-of-two", d, BAD, 8)
d, _, _ = bplist([b"\xa1" + bytes([i + 1]) for i in range(199)] + [b"\xa0"])
hostile("nesting-200", d, "limit-exceeded", 8 + 2 * 128)  # the 129th array, object 128
d, _, _ = bplist([b"\xa1" + bytes([i + 1]) for i in range(127)] + [b"\xa0"])
tolerated("nesting-128", d)
# A chain of 100 arrays, first reached at depth 2, then again under a chain of 50: 52 + 100 > 128.
chain_a = [b"\xa1" + bytes([2 + i]) for i in range(99)] + [b"\xa0"]          # objects 1..100
chain_b = [b"\xa1" + bytes([102 + i]) for i in range(49)] + [b"\xa1\x01"]   # objects 101..150
d, offs, _ = bplist([b"\xa2\x01\x65"] + chain_a + chain_b)
hostile("shared-subtree-too-deep", d, "limit-exceeded", offs[1])
# Doubling DAG: 30 arrays each holding the next twice, then "x": 2^31 - 1 values when expanded. Array k
# stands for 2^(31-k) - 1 values; the reader allows 100,000 + 4 x the file's size: the first array whose
# second child takes it past that is where it stops.
d, offs, _ = bplist([bytes([0xa2, k + 1, k + 1]) for k in range(30)] + [b"\x51x"])
limit = 100_000 + 4 * len(d)
stop = next(k for k in range(30) if 2 ** (30 - k) <= limit < 2 ** (31 - k) - 1)
hostile("dag-bomb", d, "limit-exceeded", offs[stop])
# 2^20 values from a file of ~100 bytes: past the limit too (the later stages would walk them all).
d, offs, _ = bplist([bytes([0xa2, k + 1, k + 1]) for k in range(20)] + [b"\x51x"])
limit = 100_000 + 4 * len(d)
hostile("dag-20", d, "limit-exceeded", offs[next(k for k in range(20) if 2 ** (20 - k) <= limit < 2 ** (21 - k) - 1)])
d, _, _ = bplist([bytes([0xa2, k + 1, k + 1]) for k in range(10)] + [b"\x51x"])
tolerated("dag-10", d)
d, _, _ = bplist([b"\xaf\x13" + be(2**62, 8)], ref=4)
hostile("array-count-huge", d, BAD, 9)
d, _, _ = bplist([b"\xdf\x13" + be(2**62, 8)], ref=2)
hostile("dict-count-huge", d, BAD, 9)
d, _, _ = bplist([b"\xa3\x01\x01"])  # three references, room for two
hostile("array-past-table", d, BAD, 8)
d, _, _ = bplist([b"\x5f\x51" + b"A" * 15])
hostile("count-not-an-integer", d, BAD, 9)
d, _, _ = bplist([b"\x5f\x14" + be(15, 16) + b"A" * 15])
hostile("count-16-bytes", d, BAD, 9)

# Dictionary keys.
d, offs, _ = bplist([b"\xd1\x01\x02", b"\x10\x05", b"\x09"])
hostile("integer-key", d, BAD, offs[1])
d, offs, _ = bplist([b"\xd1\x01\x02", b"\xa0", b"\x09"])
hostile("array-key", d, BAD, offs[1])
d, _, _ = bplist([b"\xd2\x01\x01\x02\x03", b"\x51a", b"\x10\x01", b"\x10\x02"])
hostile("duplicate-key", d, "duplicate-key", 10)  # the second reference to the one key object
d, offs, _ = bplist([b"\xd2\x01\x02\x03\x04", b"\x51a", b"\x61\x00a", b"\x10\x01", b"\x10\x02"])
hostile("duplicate-key-ascii-and-utf16", d, "duplicate-key", offs[2])

# Objects with no XML equivalent, and bad sizes.
for name, obj in [("uid", b"\x80\x01"), ("set", b"\xc1\x01"), ("ordered-set", b"\xb1\x01"), ("null", b"\x00"),
                  ("fill", b"\x0f"), ("unknown-marker", b"\x90"), ("utf8-string", b"\x72\xc3\xa9"),
                  ("real-size-2", b"\x21\x00\x00"), ("real-size-16", b"\x24" + bytes(16)),
                  ("int-size-32", b"\x15" + bytes(32)), ("int-16-high-bits", b"\x14" + be(2**64 + 5, 16)),
                  ("int-16-negative", b"\x14" + b"\xff" * 16), ("date-size-4", b"\x32" + bytes(4)),
                  ("string-past-table", b"\x5f\x10\x0aAAA")]:
    d, _, _ = bplist([obj, b"\x10\x01"])
    hostile(name, d, BAD, 8)
d, _, _ = bplist([b"\x5f\x10\x64AAA"])  # a count of 100 in a file of 46 bytes
hostile("string-count-past-file", d, BAD, 9)
d, _, _ = bplist([b"\x62\x00A\x00"])  # 2 units = 4 bytes; 3 before the offset table
hostile("utf16-past-table", d, BAD, 8)
d, _, _ = bplist([b"\x52\xc3\xa9"])
warned("ascii-high-byte", d, "non-standard-value", 9)  # Latin-1 to CF: 'Ã©'
d, _, _ = bplist([b"\x61\xd8\x00"])
hostile("utf16-lone-high-surrogate", d, BAD, 9)
d, _, _ = bplist([b"\x62\x00A\xdc\x00"])
hostile("utf16-lone-low-surrogate", d, BAD, 11)
d, _, _ = bplist([b"\x33" + struct.pack(">d", float("nan"))])
hostile("date-nan", d, "invalid-date", 8)
d, _, _ = bplist([b"\x33" + struct.pack(">d", 1e15)])
hostile("date-year-31690708", d, "invalid-date", 8)
# A broken object inside a container is reported where it is, not at the container.
d, offs, _ = bplist([b"\xd1\x01\x02", b"\x51k", b"\x80\x07"])
hostile("uid-in-dict", d, BAD, offs[2])

# Oddities CoreFoundation accepts, and so does settingsc.
d, _, _ = bplist([b"\xa2\x01\x01", b"\x51x"])
tolerated("shared-object", d)
d, _, _ = bplist([b"\x5f\x10\x03ABC"])
tolerated("extended-count-below-15", d)
d, _, _ = bplist([b"\xa1\x01", b"\x09", b"\x08"])
tolerated("unreferenced-object", d)
d, _, _ = bplist([b"\xa1\x00\x00\x01", b"\x09"], off=3, ref=3)
tolerated("three-byte-sizes", d)
d, _, _ = bplist(TRUE, unused=b"\x01\x02\x03\x04\x05\x06")
tolerated("trailer-unused-bytes-set", d)
d, _, _ = bplist([b"\x09", b"\x09"], offsets=[8, 8])
tolerated("two-entries-one-object", d)
d, _, _ = bplist([b"\x14" + be(2**63 + 5, 16)])
tolerated("int-16-unsigned", d)
d, _, _ = bplist([b"\xa0", b"\x22" + struct.pack(">f", 1.5)], top=1)
tolerated("float32-top-object-1", d)

os.makedirs(OUT, exist_ok=True)
for old in os.listdir(OUT):
    if old.endswith(".bplist") or old.endswith(".xml"):
        os.remove(os.path.join(OUT, old))
with open(os.path.join(OUT, "expected.tsv"), "w") as manifest:
    manifest.write("# file\tstatus\tfirst error rule\tbyte offset   (generated by scripts/make-binary-fixtures.py)\n")
    for name, data, status, rule, offset in cases:
        with open(os.path.join(OUT, name), "wb") as f:
            f.write(data)
        if status is not None:
            manifest.write(f"{name}\t{status}\t{rule}\t{offset}\n")
print(f"{len(cases)} files in {OUT}")
