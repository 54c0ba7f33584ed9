#!/usr/bin/env python3
"""The String Catalog round trip on real bundles: extract → compile → validate --strict, on a copy of
every Settings bundle under the folders given, and what it changed.

    python3 scripts/catalog-round-trip.py SETTINGSC DIR...

For each bundle with `.lproj` tables: its diagnostics and its renderings (`render --format json`, every
language folder, phone and pad) before; `catalog extract`, `catalog compile`; then `validate --strict`,
the diagnostics and renderings again, every entry of the original tables against the compiled tables,
and extract and compile once more. A bundle passes when both commands succeed, `validate --strict` adds
no diagnostic the bundle did not have (pages' by rule and position, tables' by rule and message: the
tables were rewritten), every rendering is the same, every entry of the original tables is in the
compiled tables with the same value, and the second extract and compile write nothing. A bundle that
validate finds errors in is listed and skipped (extract writes nothing then). Prints one line per bundle
and the totals; exit status 1 when any bundle fails. The bundles themselves are never written (copies in
a temporary folder).
"""
import json
import os
import plistlib
import shutil
import stat
import subprocess
import sys
import tempfile


def run(binary, *args):
    done = subprocess.run([binary, *args], capture_output=True, env={"PATH": "/usr/bin:/bin", "NO_COLOR": "1"})
    return done.returncode, done.stdout.decode("utf-8", "replace"), done.stderr.decode("utf-8", "replace")


def bundles(folders):
    for root in folders:
        for folder, dirs, _ in os.walk(root):
            dirs.sort()
            if folder.endswith(".bundle"):
                yield folder


def tables(bundle):
    """{(folder, file): path} of every .strings table in the bundle's .lproj folders."""
    found = {}
    for name in sorted(os.listdir(bundle)):
        folder = os.path.join(bundle, name)
        if name.endswith(".lproj") and os.path.isdir(folder):
            for file in sorted(os.listdir(folder)):
                if file.endswith(".strings"):
                    found[(name, file)] = os.path.join(folder, file)
    return found


def parse_strings(data):
    """A table's entries: old-style (UTF-8 or UTF-16 with a BOM) or a compiled property list; None when it
    does not parse."""
    if data.startswith(b"bplist") or data.lstrip(b"\xef\xbb\xbf \t\r\n").startswith((b"<?xml", b"<!DOCTYPE", b"<plist")):
        try:
            table = plistlib.loads(data)
        except Exception:
            return None
        return table if isinstance(table, dict) else None
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        text = data.decode("utf-16")
    else:
        text = data.decode("utf-8", "replace").lstrip("\ufeff")
    tokens, i, n = [], 0, len(text)
    escapes = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\", "a": "\a", "b": "\b", "f": "\f", "v": "\v"}
    while i < n:
        c = text[i]
        if c.isspace():
            i += 1
        elif text.startswith("//", i):
            i = text.find("\n", i) if "\n" in text[i:] else n
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            i = n if end < 0 else end + 2
        elif c in "=;":
            tokens.append(c)
            i += 1
        elif c == '"':
            i += 1
            out = []
            while i < n and text[i] != '"':
                if text[i] == "\\" and i + 1 < n:
                    e = text[i + 1]
                    if e in "uU" and i + 5 < n:
                        out.append(chr(int(text[i + 2:i + 6], 16)))
                        i += 6
                        continue
                    out.append(escapes.get(e, e))
                    i += 2
                else:
                    out.append(text[i])
                    i += 1
            tokens.append(("s", "".join(out)))
            i += 1
        else:
            start = i
            while i < n and (text[i].isalnum() or text[i] in "_.$:/-"):
                i += 1
            if i == start:
                return None
            tokens.append(("s", text[start:i]))
    entries, k = {}, 0
    while k < len(tokens):
        if k + 3 < len(tokens) and tokens[k + 1] == "=" and tokens[k + 3] == ";":
            entries[tokens[k][1]] = tokens[k + 2][1]
            k += 4
        elif k + 1 < len(tokens) and tokens[k + 1] == ";":
            entries[tokens[k][1]] = tokens[k][1]
            k += 2
        else:
            return None
    return entries


def diagnostics(binary, bundle, strict=False):
    status, out, _ = run(binary, "validate", *(["--strict"] if strict else []), "--diagnostics", "json", bundle)
    found = []
    for d in json.loads(out)["diagnostics"]:
        file = os.path.relpath(d["file"], bundle)
        # A page keeps its positions (pages are not written); a rewritten table is compared by message.
        where = d["message"] if file.endswith((".strings", ".xcstrings")) else f"{d.get('line')}:{d.get('column')}:{d.get('offset')}"
        found.append((d["rule"], file, where, d["message"]))
    return status, found


def renderings(binary, bundle, languages):
    shown = {}
    for lang in languages:
        for device in ["phone", "pad"]:
            shown[(lang, device)] = run(binary, "render", "--format", "json", "--lang", lang, "--device", device, bundle)[1]
    return shown


def round_trip(binary, original, scratch):
    bundle = os.path.join(scratch, os.path.basename(original))
    shutil.copytree(original, bundle)
    for folder, dirs, files in os.walk(bundle):
        for name in dirs + files:
            path = os.path.join(folder, name)
            os.chmod(path, os.stat(path).st_mode | stat.S_IWUSR)
    os.chmod(bundle, os.stat(bundle).st_mode | stat.S_IWUSR)
    before_tables = {key: parse_strings(open(path, "rb").read()) for key, path in tables(bundle).items()}
    languages = sorted({folder[:-len(".lproj")] for folder, _ in before_tables if folder != "Base.lproj"})
    validation_status, before = diagnostics(binary, bundle)
    shown_before = renderings(binary, bundle, languages)
    problems = []
    status, out, err = run(binary, "catalog", "extract", bundle)
    if status == 1 and validation_status != 0:
        first = err.strip().splitlines()[-1] if err.strip() else ""
        return {"bundle": original, "refused": f"the bundle has errors ({first}); extract writes nothing, status 1"}
    if status != 0:
        problems.append(f"extract: status {status}: {err.strip()[:300]}")
    extracted = (out + err).strip().splitlines()
    status, out, err = run(binary, "catalog", "compile", bundle)
    if status != 0:
        problems.append(f"compile: status {status}: {err.strip()[:300]}")
    compiled = [line for line in (out + err).splitlines() if line.startswith("wrote ")]
    strict_status, after = diagnostics(binary, bundle, strict=True)
    known = {d[:3] for d in before}
    added = [d for d in after if d[:3] not in known]
    if added:
        problems.append(f"validate --strict: {len(added)} new: " + "; ".join(f"{r} {f}:{w}: {m}" for r, f, w, m in added[:5]))
    if strict_status != 0 and not before:
        problems.append(f"validate --strict: status {strict_status} on a bundle that had no diagnostics")
    shown_after = renderings(binary, bundle, languages)
    changed = [key for key in shown_before if shown_before[key] != shown_after[key]]
    if changed:
        problems.append(f"renderings changed: {changed[:4]}")
    for command in ["extract", "compile"]:
        status, out, err = run(binary, "catalog", command, bundle)
        if status != 0 or "wrote" in out + err:
            problems.append(f"{command} again: status {status}: {(out + err).strip()[:300]}")
    after_tables = {key: parse_strings(open(path, "rb").read()) for key, path in tables(bundle).items()}
    kept = lost = unparsed = 0
    for key, entries in before_tables.items():
        if entries is None:
            unparsed += 1
            continue
        now = after_tables.get(key) or {}
        for k, v in entries.items():
            if now.get(k) == v:
                kept += 1
            else:
                lost += 1
    return {
        "bundle": original, "languages": len(languages), "tables": len(before_tables),
        "catalogs": len([n for n in os.listdir(bundle) if n.endswith(".xcstrings")]),
        "extract": extracted, "written": len(compiled), "kept": kept, "differ": lost, "unparsed": unparsed,
        "before": len(before), "after": len(after), "strict": strict_status, "problems": problems,
    }


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    binary, folders = os.path.abspath(sys.argv[1]), sys.argv[2:]
    results = []
    with tempfile.TemporaryDirectory(prefix="settingsc-round-trip-") as scratch:
        for index, original in enumerate(bundles(folders)):
            if not tables(original):
                continue
            folder = os.path.join(scratch, str(index))
            os.mkdir(folder)
            results.append(round_trip(binary, original, folder))
    refused = [r for r in results if "refused" in r]
    results = [r for r in results if "refused" not in r]
    for r in refused:
        print(f"--   {r['bundle']}: {r['refused']}")
    for r in results:
        verdict = "ok" if not r["problems"] else "FAIL"
        print(f"{verdict:4} {r['bundle']}: {r['languages']} languages, {r['tables']} tables → {r['catalogs']} catalogs, "
              f"{r['written']} tables written; entries kept {r['kept']}, differing {r['differ']}; "
              f"diagnostics {r['before']} → {r['after']} (--strict status {r['strict']})")
        for line in r["extract"]:
            print(f"       {line}")
        for p in r["problems"]:
            print(f"       {p}")
    failed = [r for r in results if r["problems"]]
    print(f"{len(results) + len(refused)} bundles with translations, {len(refused)} with errors (not extracted), "
          f"{len(results) - len(failed)} of {len(results)} round trips clean ({sum(r['tables'] for r in results)} tables, "
          f"{sum(r['languages'] for r in results)} language folders, {sum(r['catalogs'] for r in results)} catalogs); "
          f"entries kept {sum(r['kept'] for r in results)}, differing {sum(r['differ'] for r in results)}; "
          f"--strict passed on {sum(r['strict'] == 0 for r in results)}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
