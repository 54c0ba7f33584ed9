import PropertyList

/// The characters the text renderings draw with: box drawing and symbols, or (`--ascii`) their ASCII
/// stand-ins. Only these are settingsc's own; every other character comes from the definition.
public struct TextGlyphs: Sendable {
    public let horizontal, vertical, topLeft, topRight, bottomLeft, bottomRight, leftTee, rightTee: String
    /// A disclosure row's `›` and the `…` that ends a cut text.
    public let chevron, ellipsis: String
    /// A radio group's chosen row, a secure text field's value, and what separates the parts of a
    /// page's heading (`Settings › Advanced`, `iPhone · ko`).
    public let check, secure, dot: String
    /// A slider's track up to its knob, the knob, the track after it.
    public let trackFilled, knob, trackEmpty: String

    public static let unicode = TextGlyphs(
        horizontal: "─", vertical: "│", topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯",
        leftTee: "├", rightTee: "┤", chevron: "›", ellipsis: "…", check: "✓", secure: "•••", dot: "·",
        trackFilled: "━", knob: "●", trackEmpty: "─")

    public static let ascii = TextGlyphs(
        horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
        leftTee: "+", rightTee: "+", chevron: ">", ellipsis: "...", check: "*", secure: "***", dot: "-",
        trackFilled: "=", knob: "o", trackEmpty: "-")

    public static func forASCII(_ ascii: Bool) -> TextGlyphs { ascii ? .ascii : .unicode }
}
