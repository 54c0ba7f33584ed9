#!/usr/bin/env python3
"""Writes Tests/Fixtures/fix/: for each encoding and line ending, a cell-style definition and a
Settings bundle with misspellings that `settingsc fix` repairs, the files as they must be afterwards
(made here from the same templates, not by settingsc), and the lines `fix` must print.

    <variant>/input/Settings.plist, <variant>/input/Settings.bundle/{Root,Advanced}.plist
    <variant>/expected/...   the same files, fixed
    <variant>/expected/output.txt   the `fixed:` lines of `settingsc fix Settings.plist Settings.bundle`

In the templates, {old|new} is a repair made in the first round and {old|new|2} one that only shows
in the second (the Type of a specifier fixed, or a child pane's File that now opens a page). Line 2
is a comment whose text differs per encoding (Hangul and an emoji where the encoding has them), so
that byte offsets differ while line:column stay the same. Run it again after changing a template and
commit what it writes."""
import os
import re
import shutil

OUT = "Tests/Fixtures/fix"

SCREEN = """<?xml version="1.0" encoding="{encoding}"?>
<!-- {comment} -->
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<array>
\t<dict>
\t\t<key>SectionTitle</key>
\t\t<string>Réglages généraux</string>
\t\t<key>Data</key>
\t\t<array>
\t\t\t<!-- a switch, misspelt -->
\t\t\t<dict>
\t\t\t\t<key>Content</key>\t<string>Café crème</string>
\t\t\t\t<key>CellStyle</key>\t<string>{SettingSwtichCell|SettingSwitchCell}</string>
\t\t\t</dict>
\t\t\t<dict>
\t\t\t\t<key>Content</key><string>Tom &amp; Jerry</string>
\t\t\t\t<key>CellStyle</key><string>{settingdetailcell|SettingDetailCell}</string>
\t\t\t\t<key>{Detial|Detail}</key><string>À la carte</string>
\t\t\t</dict>
\t\t\t<dict>
\t\t\t\t<key>Content</key><string>Effacer</string>
\t\t\t\t<key>CellStyle</key><string>SettingBasicCell</string>
\t\t\t\t<!-- written with a character reference: reported, not touched -->
\t\t\t\t<key>Det&#105;al</key><string>x</string>
\t\t\t</dict>
\t\t</array>
\t</dict>
</array>
</plist>
"""

ROOT = """<?xml version="1.0" encoding="{encoding}"?>
<!-- {comment} -->
<plist version="1.0">
<dict>
\t<key>PreferenceSpecifiers</key>
\t<array>
\t\t<dict>
\t\t\t<key>Type</key><string>{PSGroupSpecifer|PSGroupSpecifier}</string>
\t\t\t<key>{Titel|Title|2}</key>
\t\t\t<string>Général</string>
\t\t\t<key>SupportedUserInterfaceIdioms</key>
\t\t\t<array><string>{phone|Phone|2}</string></array>
\t\t</dict>
\t\t<dict>
\t\t\t<key>Type</key>\t<string>PSTextFieldSpecifier</string>
\t\t\t<key>Title</key>\t<string>Site web</string>
\t\t\t<key>Key</key>\t<string>website</string>
\t\t\t<key>KeyboardType</key>\t<string>{Url|URL}</string>
\t\t\t<key>AutocapitalizationType</key>\t<string>{none|None}</string>
\t\t\t<key>AutocorrectionType</key>\t<string>{no|No}</string>
\t\t\t<key>{DefaultValeu|DefaultValue}</key>\t<string>https://exemple.fr</string>
\t\t</dict>
\t\t<dict>
\t\t\t<key>Type</key><string>PSChildPaneSpecifier</string>
\t\t\t<key>Title</key><string>Avancé</string>
\t\t\t<key>File</key><string>{advanced|Advanced}</string>
\t\t</dict>
\t</array>
</dict>
</plist>
"""

ADVANCED = """<?xml version="1.0" encoding="{encoding}"?>
<!-- {comment} -->
<plist version="1.0">
<dict>
\t<key>PreferenceSpecifiers</key>
\t<array>
\t\t<dict>
\t\t\t<key>Type</key><string>{PSToggleSwitchSpecifer|PSToggleSwitchSpecifier|2}</string>
\t\t\t<key>Title</key><string>Mode expert</string>
\t\t\t<key>Key</key><string>expert</string>
\t\t\t<key>DefaultValue</key><false/>
\t\t</dict>
\t</array>
</dict>
</plist>
"""

UNICODE_COMMENT = "설정 ⚙️ 😀"
# name: (codec for Python, encoding declared, byte order mark, line ending, comment)
VARIANTS = {
    "utf8": ("utf-8", "UTF-8", b"", "\n", UNICODE_COMMENT),
    "utf8-bom": ("utf-8", "UTF-8", b"\xef\xbb\xbf", "\n", UNICODE_COMMENT),
    "utf16le": ("utf-16-le", "UTF-16", b"\xff\xfe", "\n", UNICODE_COMMENT),
    "utf16be": ("utf-16-be", "UTF-16", b"\xfe\xff", "\n", UNICODE_COMMENT),
    "latin1": ("iso-8859-1", "ISO-8859-1", b"", "\n", "Ça coûte 5 £, ñ ü ß"),
    "crlf": ("utf-8", "UTF-8", b"", "\r\n", UNICODE_COMMENT),
    "cr": ("utf-8", "UTF-8", b"", "\r", UNICODE_COMMENT),
}

FIX = re.compile(r"\{([^{}|]+)\|([^{}|]+)(?:\|(\d))?\}")


def render(template, side):
    return FIX.sub(lambda m: m.group(1) if side == 0 else m.group(2), template)


def fixes(template):
    """(round, line, column, old, new) of each repair, at its place in the input."""
    text = template
    found = []
    while True:
        match = FIX.search(text)
        if not match:
            return found
        before = text[: match.start()]
        line = before.count("\n") + 1
        column = len(before) - (before.rfind("\n") + 1) + 1
        found.append((int(match.group(3) or 1), line, column, match.group(1), match.group(2)))
        text = text[: match.start()] + match.group(1) + text[match.end():]


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


def main():
    shutil.rmtree(OUT, ignore_errors=True)
    files = [("Settings.plist", SCREEN), ("Settings.bundle/Root.plist", ROOT), ("Settings.bundle/Advanced.plist", ADVANCED)]
    for name, (codec, declared, bom, newline, comment) in VARIANTS.items():
        for relative, template in files:
            filled = template.replace("{encoding}", declared).replace("{comment}", comment)
            for side, folder in ((0, "input"), (1, "expected")):
                text = render(filled, side).replace("\n", newline)
                write(f"{OUT}/{name}/{folder}/{relative}", bom + text.encode(codec))
        # settingsc fix Settings.plist Settings.bundle: the definition, then the bundle round by round
        # (each round: Root.plist, then Advanced.plist once its child pane opens it).
        lines = []
        for relative, template in files[:1]:
            lines += [f"{relative}:{l}:{c}: fixed: '{o}' → '{n}'" for _, l, c, o, n in fixes(template)]
        for round_ in (1, 2):
            for relative, template in files[1:]:
                lines += [f"{relative}:{l}:{c}: fixed: '{o}' → '{n}'" for r, l, c, o, n in fixes(template) if r == round_]
        write(f"{OUT}/{name}/expected/output.txt", ("\n".join(lines) + "\n").encode("utf-8"))


if __name__ == "__main__":
    main()
