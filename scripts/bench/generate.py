#!/usr/bin/env python3
"""Writes deterministic Settings.plist definitions for benchmarks (same seed, same bytes).

  generate.py OUT_DIR            small.plist (~3 KB: 3 sections x 5 rows), medium.plist (~1 MB),
                                 large.plist (~50 MB), many/ (2,000 small files),
                                 bundle/Settings.bundle/ (see below), and small.bplist and
                                 large.bplist: small and large as binary plists (plistlib, which
                                 lays them out as CoreFoundation does)
  generate.py --size BYTES FILE  one definition of about BYTES bytes
  generate.py --bundle DIR       only the Settings bundle, as DIR/Settings.bundle/
  generate.py --tree DIR         only the project tree, as DIR/tree/ and its next version DIR/tree-next/ (see below)
  generate.py --catalog DIR      only the String Catalog pair (see below), as DIR/strings/ and
                                 DIR/xcstrings/

Every definition is valid: all five cell styles, CJK and emoji text, escaped characters, switches
with unique keys and defaults, details and footers.

The String Catalog pair (catalog/) is one bundle twice: Root.plist with 10 child panes of 200 texts
each (2,010 texts, one StringsTable), translated into 30 languages — in strings/Settings.bundle as 30
<lang>.lproj/Root.strings tables, in xcstrings/Settings.bundle as one Root.xcstrings (Xcode's layout,
every unit translated) and no .lproj folder, as a bundle whose tables `catalog compile` writes into the
built product. Both validate clean.

The bundle is one an app would ship, and validates clean (`settingsc validate --strict`): Root.plist
(40 specifiers: every type, among them 2 child panes), Advanced.plist and Privacy.plist (20 each),
each page with its own StringsTable, translated in en.lproj, de.lproj and ko.lproj (ko.lproj in
UTF-16LE with a BOM, as genstrings writes tables): every Title, FooterText, Titles and ShortTitles
text has an entry in every table; every Key is unique across the pages.

The project tree (tree/) is what `settingsc validate DIR` walks in a repository: 500 Settings bundles
(each as above, from its own seed) in 50 apps of 10 modules (App07/Module073/Resources/Settings.bundle),
with what a walk passes by: an Info.plist and a resource bundle in every module, and Pods/ and .git/,
which it leaves out. Every bundle validates clean.
"""
import base64
import json
import os
import plistlib
import random
import shutil
import sys

STYLES = ["SettingBasicCell", "SettingDetailCell", "SettingSwitchCell", "SettingBlueButtonCell", "SettingRedButtonCell"]
WORDS = ["Wi-Fi", "Bluetooth", "알림", "자동 로그인", "개인정보", "通知", "言語", "设置", "Privacy", "Display",
         "Sounds & Haptics", "Battery", "😀 Emoji", "Focus", "Screen <Time>", "배경화면", "키보드", "\"Quoted\""]

def escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")

def row(rng, serial):
    style = STYLES[serial % 5]
    title = " ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 3)))
    out = [f"\t\t\t<dict>\n\t\t\t\t<key>CellStyle</key>\n\t\t\t\t<string>{style}</string>\n"
           f"\t\t\t\t<key>Content</key>\n\t\t\t\t<string>{escape(title)}</string>\n"]
    if style == "SettingSwitchCell":
        out.append(f"\t\t\t\t<key>Key</key>\n\t\t\t\t<string>switch.{serial}</string>\n")
        out.append(f"\t\t\t\t<key>DefaultValue</key>\n\t\t\t\t<{'true' if rng.random() < 0.5 else 'false'}/>\n")
    elif style in ("SettingBasicCell", "SettingDetailCell") and rng.random() < 0.5:
        out.append(f"\t\t\t\t<key>Detail</key>\n\t\t\t\t<string>{escape(rng.choice(WORDS))}</string>\n")
    out.append("\t\t\t</dict>\n")
    return "".join(out)

def definition(rng, target_bytes=None, sections=None, rows_per_section=5):
    head = ('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" '
            '"http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n<array>\n')
    parts, size, serial, index = [head], len(head.encode()), 0, 0
    while (sections is not None and index < sections) or (target_bytes is not None and size < target_bytes):
        index += 1
        body = "".join(row(rng, serial + i) for i in range(rows_per_section))
        serial += rows_per_section
        section = (f"\t<dict>\n\t\t<key>SectionTitle</key>\n\t\t<string>섹션 Section {index}</string>\n"
                   f"\t\t<key>Data</key>\n\t\t<array>\n{body}\t\t</array>\n"
                   f"\t\t<key>FooterText</key>\n\t\t<string>Footer {index} &amp; 설명</string>\n\t</dict>\n")
        parts.append(section)
        size += len(section.encode())
    parts.append("</array>\n</plist>\n")
    return "".join(parts)

# The bundle case. Texts are (English, German, Korean): the plists hold the English, each language's
# table translates it (English restates it, as Xcode's template does).
TERMS = [
    ("Playback", "Wiedergabe", "재생"), ("Downloads", "Downloads", "다운로드"),
    ("Notifications", "Mitteilungen", "알림"), ("Privacy", "Datenschutz", "개인정보"),
    ("Display", "Anzeige", "디스플레이"), ("Sounds & Haptics", "Töne & Haptik", "소리 및 햅틱"),
    ("Battery", "Batterie", "배터리"), ("Wi-Fi", "WLAN", "Wi-Fi"), ("Cellular Data", "Mobile Daten", "셀룰러 데이터"),
    ("Background", "Hintergrund", "백그라운드"), ("Sync", "Synchronisierung", "동기화"), ("Account", "Account", "계정"),
    ("Library", "Mediathek", "보관함"), ("Queue", "Warteliste", "대기열"), ("Episodes", "Folgen", "에피소드"),
    ("Subtitles", "Untertitel", "자막"), ("Language", "Sprache", "언어"), ("Speed", "Geschwindigkeit", "속도"),
    ("Volume", "Lautstärke", "음량"), ("Cache", "Cache", "캐시"), ("Storage", "Speicher", "저장 공간"),
    ("Appearance", "Erscheinungsbild", "화면 모드"), ("Dark Mode", "Dunkelmodus", "다크 모드"),
    ("\"Up Next\"", "„Als Nächstes“", "\"다음 재생\""), ("😀 Reactions", "😀 Reaktionen", "😀 반응"),
    ("CarPlay", "CarPlay", "CarPlay"), ("Diagnostics", "Diagnose", "진단"), ("Widgets", "Widgets", "위젯"),
]
FOOTERS = [
    ("Changes to {} take effect on the next launch.", "Änderungen an {} gelten ab dem nächsten Start.",
     "{} 변경 사항은 다음 실행 시 적용됩니다."),
    ("{} is synced across your devices.", "{} wird auf allen Geräten synchronisiert.", "{}은(는) 모든 기기에서 동기화됩니다."),
    ("Turn off {} to save battery.", "Schalte {} aus, um Akku zu sparen.", "배터리를 절약하려면 {}을(를) 끄십시오."),
]
UNITS = [("{} seconds", "{} Sekunden", "{}초", "{} s", "{} s", "{}초"),
         ("{} minutes", "{} Minuten", "{}분", "{} min", "{} Min.", "{}분"),
         ("{} episodes", "{} Folgen", "{}개 에피소드", "{} ep.", "{} F.", "{}개")]
LANGUAGES = ["en", "de", "ko"]
# One specifier type after another; a page is sections of these, the group opening each.
KINDS = ["group", "toggle", "multi", "slider", "radio", "text", "titlevalue", "toggle", "multi", "text"]
# A 1x1 PNG, for the slider's images (a missing image is a finding).
PNG = base64.b64decode("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==")

def term(rng, words=2):
    parts = rng.sample(TERMS, rng.randint(1, words))
    return tuple(" ".join(p[i] for p in parts) for i in range(3))

class Page:
    """One page's plist text and the texts its table must translate (English -> (German, Korean))."""

    def __init__(self, name, rng):
        self.name, self.rng, self.serial = name, rng, 0
        self.lines = []
        self.texts = {}

    def text(self, key, translated):
        self.texts.setdefault(translated[0], translated[1:])
        self.lines.append(f"\t\t\t<key>{key}</key>\n\t\t\t<string>{escape(translated[0])}</string>\n")

    def texts_array(self, key, translated):
        for t in translated:
            self.texts.setdefault(t[0], t[1:])
        items = "".join(f"\t\t\t\t<string>{escape(t[0])}</string>\n" for t in translated)
        self.lines.append(f"\t\t\t<key>{key}</key>\n\t\t\t<array>\n{items}\t\t\t</array>\n")

    def value(self, key, tag, value=None):
        self.lines.append(f"\t\t\t<key>{key}</key>\n\t\t\t" + (f"<{tag}/>\n" if value is None else f"<{tag}>{value}</{tag}>\n"))

    def values(self, key, tag, values):
        items = "".join(f"\t\t\t\t<{tag}>{v}</{tag}>\n" for v in values)
        self.lines.append(f"\t\t\t<key>{key}</key>\n\t\t\t<array>\n{items}\t\t\t</array>\n")

    def specifier(self, kind, **extra):
        rng, self.serial = self.rng, self.serial + 1
        key = f"{self.name.lower()}.{kind}.{self.serial}"
        types = {"group": "PSGroupSpecifier", "toggle": "PSToggleSwitchSpecifier", "multi": "PSMultiValueSpecifier",
                 "slider": "PSSliderSpecifier", "radio": "PSRadioGroupSpecifier", "text": "PSTextFieldSpecifier",
                 "titlevalue": "PSTitleValueSpecifier", "child": "PSChildPaneSpecifier"}
        self.lines.append(f"\t\t<dict>\n\t\t\t<key>Type</key>\n\t\t\t<string>{types[kind]}</string>\n")
        if kind == "group":
            self.text("Title", extra.get("title") or term(rng))
            if rng.random() < 0.6:
                self.text("FooterText", tuple(f.format(t) for f, t in zip(rng.choice(FOOTERS), term(rng, 1))))
        elif kind == "toggle":
            self.text("Title", term(rng))
            self.value("Key", "string", key)
            if rng.random() < 0.3:  # stored as strings, as older apps read them
                self.value("TrueValue", "string", "YES")
                self.value("FalseValue", "string", "NO")
                self.value("DefaultValue", "string", rng.choice(["YES", "NO"]))
            else:
                self.value("DefaultValue", rng.choice(["true", "false"]))
            if rng.random() < 0.2:
                self.values("SupportedUserInterfaceIdioms", "string", ["Pad"])
        elif kind == "multi":
            self.text("Title", term(rng))
            self.value("Key", "string", key)
            unit = rng.choice(UNITS)
            values = sorted(rng.sample(range(1, 121), rng.randint(3, 6)))
            self.value("DefaultValue", "integer", rng.choice(values))
            self.texts_array("Titles", [tuple(u.format(v) for u in unit[:3]) for v in values])
            if rng.random() < 0.5:
                self.texts_array("ShortTitles", [tuple(u.format(v) for u in unit[3:]) for v in values])
            self.values("Values", "integer", values)
            if rng.random() < 0.3:
                self.value("DisplaySortedByTitle", "false")
        elif kind == "slider":
            self.value("Key", "string", key)
            low, high = rng.choice([(0, 1), (0, 100), (-12, 12), (0.5, 3)])
            self.value("DefaultValue", "real", f"{low + (high - low) * rng.random():.2f}")
            self.value("MinimumValue", "integer" if isinstance(low, int) else "real", low)
            self.value("MaximumValue", "integer" if isinstance(high, int) else "real", high)
            if extra.get("images"):
                self.value("MinimumValueImage", "string", "volume-low.png")
                self.value("MaximumValueImage", "string", "volume-high.png")
        elif kind == "radio":
            self.text("Title", term(rng))
            if rng.random() < 0.5:
                self.text("FooterText", tuple(f.format(t) for f, t in zip(rng.choice(FOOTERS), term(rng, 1))))
            self.value("Key", "string", key)
            options = rng.sample(TERMS, rng.randint(2, 5))
            values = [f"option{i}" for i in range(len(options))]
            self.value("DefaultValue", "string", rng.choice(values))
            self.texts_array("Titles", options)
            self.values("Values", "string", values)
        elif kind == "text":
            self.text("Title", term(rng))
            self.value("Key", "string", key)
            self.value("DefaultValue", "string", rng.choice(["", "https://feeds.example/", "podcasts"]))
            if rng.random() < 0.3:
                self.value("IsSecure", "true")
            self.value("KeyboardType", "string",
                       rng.choice(["Alphabet", "NumbersAndPunctuation", "NumberPad", "URL", "EmailAddress"]))
            self.value("AutocapitalizationType", "string", rng.choice(["None", "Sentences", "Words", "AllCharacters"]))
            self.value("AutocorrectionType", "string", rng.choice(["Default", "No", "Yes"]))
        elif kind == "titlevalue":
            self.text("Title", term(rng))
            self.value("Key", "string", key)
            if rng.random() < 0.5:
                options = rng.sample(TERMS, 3)
                values = ["free", "plus", "family"]
                self.value("DefaultValue", "string", rng.choice(values))
                self.texts_array("Titles", options)
                self.values("Values", "string", values)
            else:
                self.value("DefaultValue", "string", f"{rng.randint(1, 9)}.{rng.randint(0, 20)} ({rng.randint(100, 999)})")
        elif kind == "child":
            self.text("Title", extra["title"])
            self.value("File", "string", extra["file"])
        self.lines.append("\t\t</dict>\n")

    def plist(self):
        return ('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" '
                '"http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n'
                f"<!-- Generated by scripts/bench/generate.py: the {self.name} page. -->\n<dict>\n"
                f"\t<key>StringsTable</key>\n\t<string>{self.name}</string>\n"
                f"\t<key>PreferenceSpecifiers</key>\n\t<array>\n{''.join(self.lines)}\t</array>\n</dict>\n</plist>\n")

    def strings(self, language):
        def quote(text):
            return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
        index = LANGUAGES.index(language)
        out = [f"/* {self.name}.plist, {language}: generated by scripts/bench/generate.py. */\n\n"]
        for english, translations in self.texts.items():
            out.append(f"{quote(english)} = {quote(english if index == 0 else translations[index - 1])};\n")
        return "".join(out)

def bundle(rng, out):
    """Root.plist (40 specifiers, 2 of them child panes), Advanced and Privacy (20 each), en/de/ko tables."""
    root = os.path.join(out, "Settings.bundle")
    pages = [Page("Root", rng), Page("Advanced", rng), Page("Privacy", rng)]
    for page, count in zip(pages, (37, 20, 20)):
        for i in range(count):
            page.specifier(KINDS[i % len(KINDS)], images=page.name == "Root" and i == 3)
    pages[0].specifier("group", title=("More", "Mehr", "더 보기"))
    pages[0].specifier("child", title=("Advanced", "Erweitert", "고급"), file="Advanced")
    pages[0].specifier("child", title=("Privacy", "Datenschutz", "개인정보"), file="Privacy")
    for language in LANGUAGES:
        os.makedirs(os.path.join(root, f"{language}.lproj"), exist_ok=True)
    for page in pages:
        write(os.path.join(root, f"{page.name}.plist"), page.plist())
        for language in LANGUAGES:
            path = os.path.join(root, f"{language}.lproj", f"{page.name}.strings")
            if language == "ko":
                with open(path, "wb") as f:
                    f.write(("\ufeff" + page.strings(language)).encode("utf-16-le"))
            else:
                write(path, page.strings(language))
    for name in ("volume-low.png", "volume-high.png"):
        with open(os.path.join(root, name), "wb") as f:
            f.write(PNG)

def tree(out, count=500):
    """500 bundles in apps and modules, with Info.plists, resource bundles, Pods/ and .git/ around them."""
    root = os.path.join(out, "tree")
    info = ('<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n'
            '\t<key>CFBundleIdentifier</key>\n\t<string>com.example.module</string>\n</dict>\n</plist>\n')
    for i in range(count):
        module = os.path.join(root, f"App{i // 10:02d}", f"Module{i:03d}")
        bundle(random.Random(5000 + i), os.path.join(module, "Resources"))
        write(os.path.join(module, "Info.plist"), info)
        os.makedirs(os.path.join(module, "Resources", "Assets.bundle"), exist_ok=True)
        write(os.path.join(module, "Resources", "Assets.bundle", "Colors.plist"), info)
    for skipped in ("Pods/Lib/Resources", ".git/objects"):
        bundle(random.Random(1), os.path.join(root, skipped))
CATALOG_LANGUAGES = ["ar", "ca", "cs", "da", "de", "el", "en", "es", "es-419", "fi", "fr", "fr-CA", "he", "hi", "hr",
                     "hu", "id", "it", "ja", "ko", "ms", "nb", "nl", "pl", "pt-BR", "pt-PT", "ru", "sv", "uk", "zh-Hans"]
ADJECTIVES = ["Automatic", "Background", "Cellular", "Daily", "Encrypted", "Fast", "Hidden", "Large", "Offline",
              "Private", "Quiet", "Shared", "Smart", "Weekly", "Über", "Café", "Dark", "Spoken"]
NOUNS = ["Downloads", "Sync", "Backups", "Reminders", "Previews", "Subtitles", "Playback", "Uploads", "Alerts",
         "Badges", "Widgets", "Shortcuts", "Captions", "Reports", "Photos", "Themes", "Sounds", "Logs"]


def tree_next(out, count=500):
    """The tree's next version (tree-next/): the same files, but every tenth bundle generated again from
    another seed (its keys, titles, values and translations changed), as `settingsc diff` compares them."""
    root, next_root = os.path.join(out, "tree"), os.path.join(out, "tree-next")
    shutil.rmtree(next_root, ignore_errors=True)
    shutil.copytree(root, next_root)
    for i in range(0, count, 10):
        resources = os.path.join(next_root, f"App{i // 10:02d}", f"Module{i:03d}", "Resources")
        shutil.rmtree(os.path.join(resources, "Settings.bundle"))
        bundle(random.Random(9000 + i), resources)


def catalog_pair(rng, out):
    """The same bundle with 30 .lproj tables and with one String Catalog (see the module's doc)."""
    texts, pages = [], []
    for page in range(1, 11):
        specifiers = []
        for group in range(20):
            title = f"{rng.choice(ADJECTIVES)} {rng.choice(NOUNS)} {page}.{group}"
            footer = f"{rng.choice(ADJECTIVES)} {rng.choice(NOUNS).lower()} stay on this device ({page}.{group})."
            texts += [title, footer]
            specifiers.append(("PSGroupSpecifier", {"Title": title, "FooterText": footer}))
            for toggle in range(8):
                title = f"{rng.choice(ADJECTIVES)} {rng.choice(NOUNS)} {page}.{group}.{toggle}"
                texts.append(title)
                specifiers.append(("PSToggleSwitchSpecifier", {"Title": title, "Key": f"p{page}.g{group}.t{toggle}",
                                                               "DefaultValue": True}))
        pages.append((f"Page{page}", specifiers))
    root = [("PSChildPaneSpecifier", {"Title": f"Section {page}", "File": f"Page{page}"}) for page in range(1, 11)]
    texts += [f"Section {page}" for page in range(1, 11)]

    def translate(text, language):
        return text if language == "en" else f"{text} [{language}] ✓"

    def plist(specifiers):
        items = []
        for kind, keys in specifiers:
            body = f"\t\t\t<key>Type</key>\n\t\t\t<string>{kind}</string>\n"
            for key, value in keys.items():
                body += f"\t\t\t<key>{key}</key>\n\t\t\t" + ("<true/>" if value is True else f"<string>{escape(value)}</string>") + "\n"
            items.append(f"\t\t<dict>\n{body}\t\t</dict>\n")
        return ('<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n'
                "\t<key>StringsTable</key>\n\t<string>Root</string>\n\t<key>PreferenceSpecifiers</key>\n\t<array>\n"
                + "".join(items) + "\t</array>\n</dict>\n</plist>\n")

    def quote(text):
        return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'

    for variant in ("strings", "xcstrings"):
        bundle = os.path.join(out, variant, "Settings.bundle")
        os.makedirs(bundle, exist_ok=True)
        write(os.path.join(bundle, "Root.plist"), plist(root))
        for name, specifiers in pages:
            write(os.path.join(bundle, f"{name}.plist"), plist(specifiers))
    for language in CATALOG_LANGUAGES:
        folder = os.path.join(out, "strings", "Settings.bundle", f"{language}.lproj")
        os.makedirs(folder, exist_ok=True)
        write(os.path.join(folder, "Root.strings"),
              "".join(f"{quote(text)} = {quote(translate(text, language))};\n" for text in texts))
    strings = {}
    for text in texts:
        strings[text] = {"extractionState": "manual", "localizations": {
            language: {"stringUnit": {"state": "translated", "value": translate(text, language)}}
            for language in CATALOG_LANGUAGES if language != "en"}}
    catalog = {"sourceLanguage": "en", "strings": strings, "version": "1.0"}
    write(os.path.join(out, "xcstrings", "Settings.bundle", "Root.xcstrings"),
          json.dumps(catalog, indent=2, ensure_ascii=False, separators=(",", " : "), sort_keys=True))


def write(path, text):
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)

def binary_twin(xml_path, path):
    """The same definition as a binary property list (bplist00)."""
    with open(xml_path, "rb") as f:
        value = plistlib.load(f)
    with open(path, "wb") as f:
        plistlib.dump(value, f, fmt=plistlib.FMT_BINARY, sort_keys=False)

def main(argv):
    if len(argv) == 3 and argv[0] == "--size":
        write(argv[2], definition(random.Random(42), target_bytes=int(argv[1])))
        return
    if len(argv) == 2 and argv[0] == "--bundle":
        bundle(random.Random(4), argv[1])
        return
    if len(argv) == 2 and argv[0] == "--tree":
        tree(argv[1])
        tree_next(argv[1])
        return
    if len(argv) == 2 and argv[0] == "--catalog":
        catalog_pair(random.Random(28), argv[1])
        return
    if len(argv) != 1:
        sys.exit(__doc__)
    out = argv[0]
    os.makedirs(os.path.join(out, "many"), exist_ok=True)
    write(os.path.join(out, "small.plist"), definition(random.Random(1), sections=3))
    write(os.path.join(out, "medium.plist"), definition(random.Random(2), target_bytes=1 << 20))
    write(os.path.join(out, "large.plist"), definition(random.Random(3), target_bytes=50 << 20))
    for name in ("small", "large"):
        binary_twin(os.path.join(out, f"{name}.plist"), os.path.join(out, f"{name}.bplist"))
    for i in range(2000):
        write(os.path.join(out, "many", f"settings-{i:04d}.plist"), definition(random.Random(1000 + i), sections=3))
    bundle(random.Random(4), os.path.join(out, "bundle"))
    tree(out)
    tree_next(out)
    catalog_pair(random.Random(28), os.path.join(out, "catalog"))

if __name__ == "__main__":
    main(sys.argv[1:])
