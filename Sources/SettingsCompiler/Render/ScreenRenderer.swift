import PropertyList

/// Draws a settings screen in one output format, a section at a time.
///
/// Sections arrive as the parser completes them, so a renderer keeps no more than the text it has made.
/// A section is appended as UTF-8 bytes to the output buffer: the output is bytes, and building it as
/// Swift strings first cost a fifth of `render --format json`.
public protocol ScreenRenderer {
    /// Everything before the first section.
    func prologue() -> String
    /// Appends one section; `index` counts from 0.
    func append(_ section: SettingsSection, index: Int, states: SwitchStates, to output: inout [UInt8])
    /// Everything after the last section.
    func epilogue() -> String
}

extension ScreenRenderer {
    /// A whole screen at once.
    public func render(_ screen: SettingsScreen, states: SwitchStates = SwitchStates()) -> String {
        var output = Array(prologue().utf8)
        for (index, section) in screen.sections.enumerated() {
            append(section, index: index, states: states, to: &output)
        }
        output += epilogue().utf8
        return String(decoding: output, as: UTF8.self)
    }
}

/// The `--format` values of `settingsc render`.
public enum RenderFormat: String, CaseIterable, Sendable {
    case text, html, json
}
