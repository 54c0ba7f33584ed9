import PropertyList

/// The diff page's only style sheet, inline; the Content-Security-Policy allows exactly this text by its
/// hash (scripts/hash-stylesheet.py recomputes it; a test checks it).
enum DiffStyleSheet {
    static let sha256 = "e9Zb7e8KLb8KeHiG6fgT6xEaNlJNwRNcEYaaGnN624o="

    static let sheet = HTMLDocument.StyleSheet(css: css, sha256: sha256)

    static let css = """
    :root{color-scheme:light dark;--bg:#f2f2f7;--cell:#fff;--text:#000;--secondary:#8a8a8e;--separator:#c6c6c8;\
    --added:#e3f6e5;--removed:#fde7e7;--changed:#fff4d6;--breaking:#d70015}
    @media (prefers-color-scheme:dark){:root{--bg:#000;--cell:#1c1c1e;--text:#fff;--secondary:#8d8d93;\
    --separator:#38383a;--added:#12361a;--removed:#3d1414;--changed:#3a3113;--breaking:#ff6961}}
    body{margin:0;padding:16px;background:var(--bg);color:var(--text);\
    font:15px -apple-system,BlinkMacSystemFont,"Helvetica Neue",Arial,sans-serif}
    h1{font-size:20px;margin:0 0 12px}h2{font-size:17px;margin:20px 0 8px}
    .sides{display:grid;grid-template-columns:1fr 1fr;gap:16px}
    .side h3{font-size:13px;font-weight:normal;text-transform:uppercase;color:var(--secondary);margin:0 0 6px}
    ul{list-style:none;margin:0;padding:0;background:var(--cell);border-radius:10px;overflow:hidden}
    li{display:flex;justify-content:space-between;gap:12px;padding:10px 14px;border-top:1px solid var(--separator)}
    li:first-child{border-top:0}li.group{background:var(--bg);color:var(--secondary);font-size:13px}
    li.added{background:var(--added)}li.removed{background:var(--removed)}
    li.changed,li.moved,li.renamed{background:var(--changed)}
    .value{color:var(--secondary);text-align:end}.mark{font-weight:bold;margin-inline-end:6px}
    .breaking{color:var(--breaking);font-size:13px;display:block}
    p.empty{color:var(--secondary)}
    """
}
