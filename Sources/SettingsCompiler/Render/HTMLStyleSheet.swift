import PropertyList

/// The page's only style sheet, inline; the Content-Security-Policy allows exactly this text by its hash.
enum HTMLStyleSheet {
    /// Base64 SHA-256 of `css`; a test recomputes it, so editing the CSS without it fails the build.
    static let sha256 = "JSbfrL8KD7MqFHs5YBn7JETvSzFPZ0frnLFGcoO29ps="

    /// `css` with its hash, as `HTMLDocument` takes it.
    static let sheet = HTMLDocument.StyleSheet(css: css, sha256: sha256)

    static let css = """
    :root{color-scheme:light dark;--bg:#f2f2f7;--cell:#fff;--text:#000;--secondary:#8a8a8e;--separator:#c6c6c8;\
    --blue:#007aff;--red:#ff3b30;--green:#34c759;--off:#e9e9ea;--knob:#fff}
    @media (prefers-color-scheme:dark){:root{--bg:#000;--cell:#1c1c1e;--text:#fff;--secondary:#8d8d93;\
    --separator:#38383a;--blue:#0a84ff;--red:#ff453a;--green:#30d158;--off:#39393d;--knob:#fff}}
    *{box-sizing:border-box}
    body{margin:0;background:var(--bg);color:var(--text);font:17px/1.3 -apple-system,system-ui,"Segoe UI",\
    "Apple SD Gothic Neo","Noto Sans CJK KR","Noto Sans",sans-serif;-webkit-font-smoothing:antialiased;\
    word-break:keep-all;overflow-wrap:anywhere}
    :lang(zh),:lang(ja){word-break:normal}
    main{max-width:680px;margin:0 auto;padding:20px 16px 40px}
    h1{font-size:34px;font-weight:700;margin:8px 4px 16px}
    section{margin:0 0 35px}
    h2{font-size:13px;font-weight:400;text-transform:uppercase;color:var(--secondary);margin:0 16px 7px}
    ul{list-style:none;margin:0;padding:0;background:var(--cell);border-radius:10px;overflow:hidden}
    li{display:flex;align-items:center;min-height:44px;padding:6px 16px;position:relative;gap:12px}
    li+li::before{content:"";position:absolute;top:0;left:16px;right:0;border-top:.5px solid var(--separator)}
    .title{flex:1 1 auto;min-width:0;overflow-wrap:anywhere}
    .detail{flex:0 1 auto;color:var(--secondary);white-space:nowrap;overflow:hidden;text-overflow:ellipsis;max-width:55%}
    .chevron{flex:none;width:8px;height:8px;border-top:2px solid #c4c4c7;border-right:2px solid #c4c4c7;\
    transform:rotate(45deg);margin-right:3px}
    .button{justify-content:center;text-align:center}
    .button button{font:inherit;background:none;border:0;padding:0;cursor:pointer;width:100%}
    .blue button{color:var(--blue)}
    .red button{color:var(--red)}
    [role=switch]{flex:none;position:relative;width:51px;height:31px;border-radius:16px;border:0;padding:0;\
    background:var(--off);cursor:pointer;transition:background .2s}
    [role=switch]::after{content:"";position:absolute;top:2px;left:2px;width:27px;height:27px;border-radius:50%;\
    background:var(--knob);box-shadow:0 3px 8px rgba(0,0,0,.15),0 3px 1px rgba(0,0,0,.06);transition:transform .2s}
    [role=switch][aria-checked=true]{background:var(--green)}
    [role=switch][aria-checked=true]::after{transform:translateX(20px)}
    .footer{font-size:13px;color:var(--secondary);margin:7px 16px 0}
    """
}
