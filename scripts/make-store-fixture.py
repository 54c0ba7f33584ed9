#!/usr/bin/env python3
"""Writes Tests/Fixtures/store/foreign.plist with Python's plistlib: a store as another tool leaves it,
with entries settingsc never writes (every plist type) next to the switches of switches.plist.
Run once and commit the output: the test proves settingsc keeps what another writer wrote."""
import datetime
import plistlib

store = {
    "wifi": True,
    "bluetooth": "yes",                      # a switch key holding a non-boolean: counts as absent
    "name": 'Kim <&> "quoted" \u00e9\u00e8 한글 😀',
    "multiline": "line one\nline two\r\nwith CR\r",
    "biggest": 2**64 - 1,
    "smallest": -(2**63),
    "pi": 3.141592653589793,
    "tiny": 5e-324,
    "when": datetime.datetime(2024, 2, 29, 23, 59, 58),
    "blob": bytes(range(256)) * 3,
    "empty blob": b"",
    "flag": False,
    "nested": {"list": [1, "two", {"three": 3.0}, [], {}], "deeper": {"deepest": [True, False]}},
}
with open("Tests/Fixtures/store/foreign.plist", "wb") as f:
    plistlib.dump(store, f, sort_keys=False)
