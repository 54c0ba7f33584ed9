/// Draws a settings screen in one output format, a section at a time.
///
/// Sections arrive as the parser completes them, so a renderer keeps no more than the text it has made.
public protocol ScreenRenderer {
    /// Everything before the first section.
    func prologue() -> String
    /// One section; `index` counts from 0.
    func render(_ section: SettingsSection, index: Int, states: SwitchStates) -> String
    /// Everything after the last section.
    func epilogue() -> String
}

extension ScreenRenderer {
    /// A whole screen at once.
    public func render(_ screen: SettingsScreen, states: SwitchStates = SwitchStates()) -> String {
        var output = prologue()
        for (index, section) in screen.sections.enumerated() {
            output += render(section, index: index, states: states)
        }
        return output + epilogue()
    }
}

/// The `--format` values of `settingsc render`.
public enum RenderFormat: String, CaseIterable, Sendable {
    case text, html, json
}
