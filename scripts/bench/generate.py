#!/usr/bin/env python3
"""Writes deterministic Settings.plist definitions for benchmarks (same seed, same bytes).

  generate.py OUT_DIR            small.plist (~3 KB: 3 sections x 5 rows), medium.plist (~1 MB),
                                 large.plist (~50 MB), many/ (2,000 small files)
  generate.py --size BYTES FILE  one definition of about BYTES bytes

Every definition is valid: all five cell styles, CJK and emoji text, escaped characters, switches
with unique keys and defaults, details and footers.
"""
import os
import random
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

def write(path, text):
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)

def main(argv):
    if len(argv) == 3 and argv[0] == "--size":
        write(argv[2], definition(random.Random(42), target_bytes=int(argv[1])))
        return
    if len(argv) != 1:
        sys.exit(__doc__)
    out = argv[0]
    os.makedirs(os.path.join(out, "many"), exist_ok=True)
    write(os.path.join(out, "small.plist"), definition(random.Random(1), sections=3))
    write(os.path.join(out, "medium.plist"), definition(random.Random(2), target_bytes=1 << 20))
    write(os.path.join(out, "large.plist"), definition(random.Random(3), target_bytes=50 << 20))
    for i in range(2000):
        write(os.path.join(out, "many", f"settings-{i:04d}.plist"), definition(random.Random(1000 + i), sections=3))

if __name__ == "__main__":
    main(sys.argv[1:])
