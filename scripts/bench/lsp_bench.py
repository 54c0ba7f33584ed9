#!/usr/bin/env python3
"""The `lsp` case of `make bench`: `settingsc lsp` driven over a pipe as an editor drives it.

Each round sends one `textDocument/didChange` (an empty line inserted after `<dict>`, or taken out
again, so the text stays what it was) and waits for the `textDocument/publishDiagnostics` that
answers that version; the time between the two is measured from this side of the pipe, so it is an
upper bound of the server's time (it adds a pipe's latency both ways and this script's JSON). Cases:
a page of the generated bench bundle (Root.plist, 40 specifiers; the whole bundle is checked on each
change) and the 1 MB cell-style definition (medium.plist). Also the server's resident memory (VmRSS)
after `initialize` (idle), and after each case's rounds.

  scripts/bench/lsp_bench.py [SETTINGSC [DATA]]   (by default .build/release/settingsc and
                                                   .build-bench/data, which bench.py generates)
bench.py imports it for its `lsp` case.
"""
import json
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class Client:
    """A minimal LSP client on the server's standard input and output."""

    def __init__(self, argv):
        self.process = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL)
        self.next_id = 1

    def send(self, message):
        body = json.dumps(dict(message, jsonrpc="2.0")).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def read(self):
        length = None
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise RuntimeError("settingsc lsp ended its output")
            line = line.strip()
            if not line:
                break
            name, _, value = line.partition(b":")
            if name.strip().lower() == b"content-length":
                length = int(value)
        return json.loads(self.process.stdout.read(length))

    def request(self, method, params):
        ident = self.next_id
        self.next_id += 1
        self.send({"id": ident, "method": method, "params": params})
        while True:
            message = self.read()
            if message.get("id") == ident and "method" not in message:
                return message

    def published(self, uri, version):
        """Reads up to the publish for `uri` at `version`; its diagnostics."""
        while True:
            message = self.read()
            params = message.get("params") or {}
            if (message.get("method") == "textDocument/publishDiagnostics" and params.get("uri") == uri
                    and params.get("version") == version):
                return params["diagnostics"]

    def rss(self):
        with open(f"/proc/{self.process.pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) * 1024
        return None

    def close(self):
        self.request("shutdown", None)
        self.send({"method": "exit"})
        self.process.stdin.close()
        return self.process.wait(timeout=30)


def uri_of(path):
    return "file://" + os.path.abspath(path)


def change_rounds(client, path, rounds, warmup):
    """Times `rounds` didChange → publishDiagnostics round trips on `path` (opened first); seconds each."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    uri = uri_of(path)
    client.send({"method": "textDocument/didOpen",
                 "params": {"textDocument": {"uri": uri, "languageId": "xml", "version": 0, "text": text}}})
    opened = client.published(uri, 0)
    if opened:
        raise RuntimeError(f"{path} is not clean in the server: {opened[:3]}")
    # The line after the first <dict>: an empty line is inserted there, then taken out.
    line = text[:text.index("<dict>")].count("\n") + 1
    times = []
    for version in range(1, warmup + rounds + 1):
        insert = version % 2 == 1
        change = {"range": {"start": {"line": line, "character": 0},
                            "end": {"line": line + (0 if insert else 1), "character": 0}},
                  "text": "\n" if insert else ""}
        started = time.perf_counter()
        client.send({"method": "textDocument/didChange",
                     "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]}})
        diagnostics = client.published(uri, version)
        elapsed = time.perf_counter() - started
        if diagnostics:
            raise RuntimeError(f"round {version} on {path}: {diagnostics[:3]}")
        if version > warmup:
            times.append(elapsed)
    client.send({"method": "textDocument/didClose", "params": {"textDocument": {"uri": uri}}})
    return times


def measure(settingsc, data, bundle="bundle/Settings.bundle", quick=False):
    """The case's figures: per page, the median, quartiles and maximum round trip; RSS figures."""
    client = Client([settingsc, "lsp"])
    client.request("initialize", {"processId": os.getpid(), "capabilities": {}, "rootUri": uri_of(data)})
    client.send({"method": "initialized", "params": {}})
    time.sleep(0.2)
    result = {"rss_idle": client.rss(), "cases": []}
    for label, path, rounds in (("bundle page (Root.plist, 40 specifiers)", os.path.join(data, bundle, "Root.plist"),
                                 50 if quick else 400),
                                ("1 MB definition (medium.plist)", os.path.join(data, "medium.plist"),
                                 10 if quick else 60)):
        times = change_rounds(client, path, rounds, warmup=5)
        quartiles = statistics.quantiles(times, n=4)
        result["cases"].append({"label": label, "size": os.path.getsize(path), "rounds": len(times),
                                "median": statistics.median(times), "q1": quartiles[0], "q3": quartiles[2],
                                "max": max(times), "rss": client.rss()})
    result["status"] = client.close()
    return result


def fmt_ms(seconds):
    return f"{seconds * 1000:.2f} ms"


def section(result):
    """The Markdown section of BENCHMARKS.md, and the targets (text, value, limit, met)."""
    out = ["## lsp — `settingsc lsp`, didChange → publishDiagnostics\n",
           "Each round: one `didChange` (an empty line in or out, so the text stays clean), then the wait for "
           "the `publishDiagnostics` of that version, timed from the client's side of the pipe (an upper bound "
           "of the server's time). The bundle page's change checks the whole bundle (3 pages, 9 tables).\n",
           "| document | rounds | median | quartiles | max | RSS after |",
           "|---|---:|---:|---:|---:|---:|"]
    for case in result["cases"]:
        out.append(f"| {case['label']} | {case['rounds']} | {fmt_ms(case['median'])} | "
                   f"{fmt_ms(case['q1'])} – {fmt_ms(case['q3'])} | {fmt_ms(case['max'])} | "
                   f"{case['rss'] / 1e6:.1f} MB |")
    out.append(f"\nIdle after `initialize`: {result['rss_idle'] / 1e6:.1f} MB resident; "
               f"exit status after shutdown and exit: {result['status']}.\n")
    bundle_case, medium_case = result["cases"]
    targets = [
        ("lsp: didChange → publishDiagnostics on a bundle page, median ≤ 5 ms", bundle_case["median"] * 1000, 5.0,
         bundle_case["median"] <= 0.005),
        ("lsp: didChange → publishDiagnostics on the 1 MB definition, median ≤ 50 ms", medium_case["median"] * 1000,
         50.0, medium_case["median"] <= 0.050),
        ("lsp: idle RSS ≤ 20 MB", result["rss_idle"] / 1e6, 20.0, result["rss_idle"] <= 20e6),
    ]
    return out, targets


def main(argv):
    settingsc = argv[0] if argv else os.path.join(ROOT, ".build/release/settingsc")
    data = argv[1] if len(argv) > 1 else os.path.join(ROOT, ".build-bench/data")
    result = measure(settingsc, data)
    out, targets = section(result)
    print("\n".join(out))
    for text, value, limit, met in targets:
        print(f"{text}: {value:.2f} ({'met' if met else 'MISSED'})")


if __name__ == "__main__":
    main(sys.argv[1:])
