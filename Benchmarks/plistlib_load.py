"""Python's plistlib.load on each file (the one-liner a script author would reach for)."""
import plistlib
import sys

status = 0
for path in sys.argv[1:]:
    try:
        with open(path, "rb") as f:
            plistlib.load(f)
    except Exception as error:  # noqa: BLE001 - any failure counts, like the other tools
        print(f"{path}: {error}", file=sys.stderr)
        status = 1
sys.exit(status)
