import PropertyList

/// What a Settings bundle's page adds to `HTMLStyleSheet`: pages shown one at a time by `:target`, links
/// and the way back, text fields, check marks, sliders, and the mirrored layout of right-to-left
/// languages. A second inline style sheet, admitted by its own hash.
enum BundleStyleSheet {
    /// Base64 SHA-256 of `css`; a test recomputes it (scripts/hash-stylesheet.py updates it).
    static let sha256 = "c/gxbC9WHxwAESPFiCAb2Y5jcMR/RZBP9d5mxMxgkEU="

    /// `css` with its hash, as `HTMLDocument` takes it.
    static let sheet = HTMLDocument.StyleSheet(css: css, sha256: sha256)

    static let css = """
    .page{display:none}
    .page.start,.page:target{display:block}
    main:has(.page:target) .page.start:not(:target){display:none}
    nav{min-height:22px;margin:0 0 2px}
    .back{display:inline-flex;align-items:center;gap:6px;color:var(--blue);text-decoration:none}
    .back::before{content:"";width:10px;height:10px;margin-inline-start:4px;border-left:2.5px solid currentColor;\
    border-bottom:2.5px solid currentColor;transform:rotate(45deg)}
    li>a{display:flex;align-items:center;gap:12px;flex:1 1 auto;min-width:0;align-self:stretch;margin:-6px -16px;\
    padding:6px 16px;color:inherit;text-decoration:none}
    .text-field .title{flex:0 0 auto;max-width:50%}
    .field{flex:1 1 auto;min-width:0;text-align:end;color:var(--secondary);white-space:nowrap;overflow:hidden;\
    text-overflow:ellipsis}
    .field:first-child{text-align:start}
    .detail,.field{unicode-bidi:plaintext}
    .secure{letter-spacing:2px}
    .check{flex:none;position:relative;width:14px;height:20px}
    .check[aria-checked=true]::after{content:"";position:absolute;top:1px;left:4px;width:6px;height:13px;\
    border:solid var(--blue);border-width:0 2.5px 2.5px 0;transform:rotate(45deg)}
    .slider [role=slider]{flex:1 1 auto;padding:0 14px}
    .slider svg{display:block;overflow:visible}
    .track,.fill{stroke-width:4;stroke-linecap:round}
    .track{stroke:var(--off)}
    .fill{stroke:var(--blue)}
    .knob{fill:var(--knob);stroke:rgba(0,0,0,.06);stroke-width:.5;filter:drop-shadow(0 2px 3px rgba(0,0,0,.2))}
    .footer{white-space:pre-line}
    .note{font-size:12px;color:var(--secondary);text-align:center;margin:0}
    [dir=rtl] li+li::before{left:0;right:16px}
    [dir=rtl] .chevron{transform:rotate(-135deg);margin:0 0 0 3px}
    [dir=rtl] .back::before{transform:rotate(-135deg)}
    [dir=rtl] [role=switch]::after{left:auto;right:2px}
    [dir=rtl] [role=switch][aria-checked=true]::after{transform:translateX(-20px)}
    [dir=rtl] .check[aria-checked=true]::after{left:auto;right:4px}
    [dir=rtl] .slider svg{transform:scaleX(-1)}
    """
}
