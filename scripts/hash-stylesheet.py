#!/usr/bin/env python3
"""Recomputes the sha256 constant of each HTML style sheet after an edit of its css.

The HTML previews' Content-Security-Policy admits their inline style sheets by hash only; each constant
must match its CSS text exactly (a test checks it). Run: python3 scripts/hash-stylesheet.py
"""
import base64
import hashlib
import re

PATHS = [
    "Sources/SettingsCompiler/Render/HTMLStyleSheet.swift",
    "Sources/SettingsCompiler/Render/Bundle/BundleStyleSheet.swift",
    "Sources/SettingsCompiler/Diff/DiffStyleSheet.swift",
]

def css_text(source):
    # The Swift multi-line literal: 4-space indentation removed, "\" + newline joins lines.
    body = source.split('static let css = """\n', 1)[1].rsplit('\n    """', 1)[0]
    lines = [line[4:] if line.startswith("    ") else line for line in body.split("\n")]
    return "\n".join(lines).replace("\\\n", "")

for path in PATHS:
    source = open(path, encoding="utf-8").read()
    digest = base64.b64encode(hashlib.sha256(css_text(source).encode("utf-8")).digest()).decode()
    source = re.sub(r'static let sha256 = "[^"]*"', f'static let sha256 = "{digest}"', source)
    open(path, "w", encoding="utf-8").write(source)
    print(path, digest)
