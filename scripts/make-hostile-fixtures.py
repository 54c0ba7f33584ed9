#!/usr/bin/env python3
"""Writes Tests/Fixtures/hostile/: inputs written to hurt a plist reader, and expected.tsv, the outcome
each must have: exit status of `settingsc validate`, the rule of its first error (or "-"), and the line
it is reported on (or "-"). Run it again after changing a case and commit both.

Big inputs (100,000-deep nesting, a 20 MB text node) are not committed: the test makes them."""
import os

OUT = "Tests/Fixtures/hostile"
HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
cases = []  # (name, bytes, status, rule, line)


def add(name, content, status, rule="-", line="-"):
    data = content.encode("utf-8") if isinstance(content, str) else content
    cases.append((name, data, status, rule, line))


def plist(body):
    return HEAD + '<plist version="1.0">\n' + body + "\n</plist>\n"


def screen(extra_row_xml="", title="General"):
    """A valid screen; extra_row_xml goes inside the first row's dict (line 9 onwards)."""
    return plist(
        "<array>\n"                                   # 3
        "<dict>\n"                                    # 4
        f"<key>SectionTitle</key><string>{title}</string>\n"  # 5
        "<key>Data</key>\n"                           # 6
        "<array>\n"                                   # 7
        "<dict><key>CellStyle</key><string>SettingSwitchCell</string><key>Content</key><string>Wi-Fi</string>\n"  # 8
        + extra_row_xml +                             # 9...
        "</dict>\n"
        "</array>\n"
        "</dict>\n"
        "</array>")


def value_case(name, value_xml, status, rule="-", line=9):
    """A value as an extra (unknown) key of a row: legal values give only an unknown-key warning."""
    add(name, screen(f"<key>Extra</key>{value_xml}\n"), status, rule if status == 1 else "unknown-key", line)


# Entities: bombs, external entities, DTDs.
laughs = '<!ENTITY a0 "lol">\n' + "".join(
    f'<!ENTITY a{i} "{("&a%d;" % (i - 1)) * 10}">\n' for i in range(1, 10))
add("entity-bomb-exponential.plist", HEAD + "<!DOCTYPE plist [\n" + laughs + "]>\n<plist><string>&a9;</string></plist>\n",
    1, "cf-syntax", 2)
add("entity-bomb-quadratic.plist", HEAD + '<!DOCTYPE plist [<!ENTITY big "' + "x" * 50_000 + '">]>\n<plist><string>'
    + "&big;" * 50_000 + "</string></plist>\n", 1, "cf-syntax", 2)
add("external-entity-file.plist", HEAD + '<!DOCTYPE plist [<!ENTITY leak SYSTEM "file:///etc/passwd">]>\n'
    "<plist><string>&leak;</string></plist>\n", 1, "cf-syntax", 2)
add("external-entity-http.plist", HEAD + '<!DOCTYPE plist [<!ENTITY leak SYSTEM "http://127.0.0.1:9/x">]>\n'
    "<plist><string>&leak;</string></plist>\n", 1, "cf-syntax", 2)
add("external-parameter-entity.plist", HEAD + '<!DOCTYPE plist [<!ENTITY % leak SYSTEM "file:///etc/passwd">\n%leak;\n]>\n'
    "<plist><array/></plist>\n", 1, "cf-syntax", 2)
add("parameter-entity-internal.plist", HEAD + '<!DOCTYPE plist [<!ENTITY % p "<!ENTITY x \'y\'>">\n%p;\n]>\n'
    "<plist><array/></plist>\n", 1, "cf-syntax", 2)
add("unparsed-entity.plist", HEAD + '<!DOCTYPE plist [<!NOTATION n SYSTEM "n"><!ENTITY u SYSTEM "file:///etc/passwd" NDATA n>]>\n'
    "<plist><array/></plist>\n", 1, "cf-syntax", 2)
add("external-dtd-http.plist", HEAD + '<!DOCTYPE plist SYSTEM "http://127.0.0.1:9/PropertyList-1.0.dtd">\n'
    + screen().split("\n", 1)[1], 0)
add("external-dtd-with-entity-reference.plist", HEAD + '<!DOCTYPE plist SYSTEM "http://127.0.0.1:9/x.dtd">\n'
    "<plist><array><string>&fromdtd;</string></array></plist>\n", 1, "xml-entity", 3)
add("undeclared-entity.plist", plist("<array><string>&nbsp;</string></array>"), 1, "xml-entity", 3)
add("xinclude.plist", plist('<array xmlns:xi="http://www.w3.org/2001/XInclude">\n<xi:include href="/etc/passwd" parse="text"/>\n</array>'),
    1, "unknown-element", 4)
# The device's parser refuses any internal subset, harmless or not: libxml2 never sees one.
add("doctype-element-declarations.plist", HEAD + "<!DOCTYPE plist [<!ELEMENT plist ANY><!ATTLIST plist version CDATA '1.0'>]>\n"
    + screen().split("\n", 1)[1], 1, "cf-syntax", 2)

# Nesting.
add("nesting-300.plist", plist("<array>" * 300 + "</array>" * 300), 1, "limit-exceeded", 3)
add("nesting-10000.plist", plist("<array>" * 10_000 + "</array>" * 10_000), 1, "limit-exceeded", 3)
add("nesting-dict-300.plist", plist("<dict><key>k</key>" * 300 + "<true/>" + "</dict>" * 300), 1, "limit-exceeded", 3)

# Bytes that are not UTF-8, and encodings that lie.
def bad_bytes(raw):
    return (HEAD + '<plist version="1.0">\n<array><string>ok').encode() + raw + b"</string></array>\n</plist>\n"


add("invalid-utf8-ff.plist", bad_bytes(b"\xff"), 1, "encoding", 3)
add("invalid-utf8-overlong.plist", bad_bytes(b"\xc0\xaf"), 1, "encoding", 3)
add("invalid-utf8-truncated.plist", bad_bytes(b"\xe4\xb8"), 1, "encoding", 3)
add("windows-1252-undeclared.plist", screen(title="Caf\udce9 \udc93Cr\udce8me\udc94").encode("utf-8", "surrogateescape"),
    1, "encoding", 5)
add("invalid-utf8-surrogate.plist", bad_bytes(b"\xed\xa0\x80"), 1, "xml-syntax", 3)
add("encoding-declares-utf16-is-utf8.plist", screen().replace('encoding="UTF-8"', 'encoding="UTF-16"'), 1, "encoding", 1)
add("encoding-declares-latin1-is-utf8.plist", screen(title="Ünïcödé").replace('encoding="UTF-8"', 'encoding="ISO-8859-1"'), 0)
add("encoding-unknown.plist", screen().replace('encoding="UTF-8"', 'encoding="X-KLINGON"'), 1, "encoding", 1)
text16 = screen(title="한국어").replace('encoding="UTF-8"', 'encoding="UTF-16"')
add("utf16le-bom.plist", b"\xff\xfe" + text16.encode("utf-16-le"), 0)
add("utf16be-bom.plist", b"\xfe\xff" + text16.encode("utf-16-be"), 0)
# Without a byte order mark CoreFoundation reads UTF-16 only little-endian after a first character of
# white space (it skips two bytes).
add("utf16le-no-bom.plist", text16.encode("utf-16-le"), 1, "encoding", 1)
add("utf16be-no-bom.plist", text16.encode("utf-16-be"), 1, "encoding", 1)
add("utf16le-no-bom-leading-newline.plist", ("\n" + text16.split("\n", 1)[1]).encode("utf-16-le"), 0, "non-standard-xml", 1)
add("two-utf8-boms.plist", b"\xef\xbb\xbf\xef\xbb\xbf" + screen().encode(), 1, "encoding", 1)
add("bom-saved-as-utf8.plist", b"\xef\xbf\xbd\xef\xbf\xbd" + text16.encode("utf-16-le"), 1, "encoding", 1)
add("encoding-mac-roman.plist", screen().replace('encoding="UTF-8"', 'encoding="macintosh"'), 1, "encoding", 1)
text32 = screen(title="한국어").replace('encoding="UTF-8"', 'encoding="UTF-32"')
add("utf32le-bom.plist", b"\xff\xfe\x00\x00" + text32.encode("utf-32-le"), 0)
add("utf32be-no-bom.plist", text32.encode("utf-32-be"), 1, "encoding", 1)
add("utf8-bom.plist", b"\xef\xbb\xbf" + screen().encode(), 0)
lone = b"\xff\xfe" + text16.encode("utf-16-le")
at = lone.index("한국어".encode("utf-16-le"))
add("utf16-lone-surrogate.plist", lone[:at] + b"\x00\xd8" + lone[at + 2:], 1, "encoding", 5)
add("euc-kr-invalid-bytes.plist", screen().replace('encoding="UTF-8"', 'encoding="EUC-KR"').replace("General", "\udcff").encode(
    "utf-8", "surrogateescape"), 1, "encoding", 5)
# Half a character at the end: the device ignores it (a warning).
add("utf16-odd-length.plist", b"\xff\xfe" + text16.encode("utf-16-le") + b"\x00", 0, "non-standard-xml", 14)

# Characters XML 1.0 cannot carry: the device keeps control characters (a warning), and refuses
# references to what is no character at all.
add("control-character-raw.plist", screen(title="a\x01b"), 0, "non-standard-xml", 5)
add("escape-character-raw.plist", screen(title="\x1b[31mred"), 0, "non-standard-xml", 5)
for name, ref in [("char-ref-1", "&#1;"), ("char-ref-0", "&#0;"), ("char-ref-fffe", "&#xFFFE;")]:
    add(name + ".plist", screen(title=f"a{ref}b"), 0, "non-standard-xml", 5)
for name, ref in [("char-ref-surrogate", "&#xD800;"), ("char-ref-110000", "&#x110000;")]:
    add(name + ".plist", plist(f"<array><string>a{ref}b</string></array>"), 1, "xml-syntax", 3)

# Numbers and other values at and past their limits.
value_case("integer-int64-max.plist", "<integer>9223372036854775807</integer>", 0)
value_case("integer-2-pow-63.plist", "<integer>9223372036854775808</integer>", 0)
value_case("integer-uint64-max.plist", "<integer>18446744073709551615</integer>", 0)
value_case("integer-2-pow-64.plist", "<integer>18446744073709551616</integer>", 1, "invalid-integer")
value_case("integer-int64-min.plist", "<integer>-9223372036854775808</integer>", 0)
value_case("integer-below-int64-min.plist", "<integer>-9223372036854775809</integer>", 1, "invalid-integer")
value_case("integer-hex.plist", "<integer>0x7FFFFFFFFFFFFFFF</integer>", 0)
value_case("integer-100000-digits.plist", "<integer>" + "9" * 100_000 + "</integer>", 1, "invalid-integer")
value_case("real-1e999.plist", "<real>1e999</real>", 0)  # infinity to the device: a warning
value_case("real-nan-and-infinity.plist", "<array><real>nan</real><real>-infinity</real></array>", 0)
value_case("date-month-13.plist", "<date>2024-13-01T00:00:00Z</date>", 0)  # read as another date: a warning
value_case("date-february-30.plist", "<date>2024-02-30T00:00:00Z</date>", 0)
value_case("date-without-seconds.plist", "<date>2024-01-01T00:00Z</date>", 1, "invalid-date")
value_case("date-without-z.plist", "<date>2024-01-01T00:00:00</date>", 1, "invalid-date")
value_case("data-bad-base64.plist", "<data>SGVsbG8*</data>", 0)  # the device skips the '*': a warning
value_case("data-beyond-ascii.plist", "<data>SGVs\u00e9bG8=</data>", 1, "invalid-data")

# Plist grammar.
add("duplicate-keys.plist", screen("<key>Content</key><string>again</string>\n"), 1, "duplicate-key", 9)
add("key-without-value.plist", screen("<key>Detail</key>\n"), 1, "key-without-value", 9)
add("value-without-key.plist", screen("<string>orphan</string>\n"), 1, "value-without-key", 9)
add("two-roots.plist", plist("<array/>\n<array/>"), 1, "multiple-roots", 4)
add("empty-plist-element.plist", plist(""), 1, "empty-plist", 2)
add("unknown-tag.plist", screen("<key>Detail</key><strng>x</strng>\n"), 1, "unknown-element", 9)
add("namespaced-tag.plist", screen('<key>Detail</key><x:string xmlns:x="urn:x">x</x:string>\n'), 1, "unknown-element", 9)
add("zero-bytes.plist", b"", 1, "xml-syntax", 1)
add("binary-plist-header.plist", b"bplist00\xd4\x01\x02\x03\x04\x05\x06\x07\x0aX$versionY$archiverT$topX$objects", 1, "invalid-binary-plist")
add("truncated-document.plist", screen()[:200], 1, "xml-syntax", 8)
add("stray-ampersand.plist", plist("<array><string>fish & chips</string></array>"), 1, "xml-syntax", 3)
add("text-between-values.plist", screen("<key>Detail</key><string>d</string>stray\n"), 1, "unexpected-text", 9)

# Legal input that trips careless readers.
add("crlf-line-endings.plist", screen().replace("\n", "\r\n"), 0)
add("crlf-with-error-on-line-9.plist", screen("<key>Detail</key><strng>x</strng>\n").replace("\n", "\r\n"), 1, "unknown-element", 9)
add("cr-only-line-endings-error-on-line-9.plist", screen("<key>Detail</key><strng>x</strng>\n").replace("\n", "\r"), 1, "unknown-element", 9)
add("comments-and-processing-instructions.plist", screen("<!-- a comment <key>x</key> -->\n<?pi data?>\n"), 0)
add("cdata-in-string.plist", screen("<key>Detail</key><string><![CDATA[<b>&amp;</b>]]></string>\n").replace(
    "SettingSwitchCell", "SettingBasicCell"), 0)
add("extra-attributes.plist", screen().replace('<plist version="1.0">', '<plist version="1.0" foo="bar" xmlns:q="urn:q">'), 0)
add("very-long-line.plist", HEAD + '<plist version="1.0"><array>' + "<dict><key>SectionTitle</key><string>S</string><key>Data</key><array>"
    + "<dict><key>CellStyle</key><string>SettingBasicCell</string><key>Content</key><string>R</string></dict>" * 2000
    + "</array></dict><strng/></array></plist>\n", 1, "unknown-element", 2)

os.makedirs(OUT, exist_ok=True)
for old in os.listdir(OUT):
    if old.endswith(".plist"):
        os.remove(os.path.join(OUT, old))
with open(os.path.join(OUT, "expected.tsv"), "w") as manifest:
    manifest.write("# file\tstatus\tfirst error rule\tline   (generated by scripts/make-hostile-fixtures.py)\n")
    for name, data, status, rule, line in cases:
        with open(os.path.join(OUT, name), "wb") as f:
            f.write(data)
        manifest.write(f"{name}\t{status}\t{rule}\t{line}\n")
print(f"{len(cases)} fixtures in {OUT}")
