#!/usr/bin/env python3
"""Recomputes HTMLStyleSheet.sha256 after an edit of HTMLStyleSheet.css.

The HTML preview's Content-Security-Policy admits its inline style sheet by hash only; the constant
must match the CSS text exactly (a test checks it). Run: python3 scripts/hash-stylesheet.py
"""
import base64
import hashlib
import re

PATH = "Sources/SettingsCompiler/Render/HTMLStyleSheet.swift"

def css_text(source):
    # The Swift multi-line literal: 4-space indentation removed, "\" + newline joins lines.
    body = source.split('static let css = """\n', 1)[1].rsplit('\n    """', 1)[0]
    lines = [line[4:] if line.startswith("    ") else line for line in body.split("\n")]
    return "\n".join(lines).replace("\\\n", "")

source = open(PATH, encoding="utf-8").read()
digest = base64.b64encode(hashlib.sha256(css_text(source).encode("utf-8")).digest()).decode()
source = re.sub(r'static let sha256 = "[^"]*"', f'static let sha256 = "{digest}"', source)
open(PATH, "w", encoding="utf-8").write(source)
print(digest)
