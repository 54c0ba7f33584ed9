import PropertyList
import Platform

/// ANSI styling that is applied only when colour is on.
public struct TerminalStyle: Sendable {
    public let enabled: Bool

    public init(enabled: Bool) {
        self.enabled = enabled
    }

    /// Colour on standard error or output (`descriptor`) for `--color auto|always|never`: `auto` means
    /// a terminal and no `NO_COLOR` (any non-empty value turns colour off, per no-color.org).
    public static func resolve(_ choice: String, descriptor: Int32) -> TerminalStyle {
        switch choice {
        case "always": return TerminalStyle(enabled: true)
        case "never": return TerminalStyle(enabled: false)
        default:
            let noColor = System.environment("NO_COLOR").map { !$0.isEmpty } ?? false
            let dumb = System.environment("TERM") == "dumb"
            return TerminalStyle(enabled: !noColor && !dumb && System.isTerminal(descriptor))
        }
    }

    public func apply(_ codes: String, _ text: String) -> String {
        enabled ? "\u{1B}[\(codes)m\(text)\u{1B}[0m" : text
    }

    public func bold(_ text: String) -> String { apply("1", text) }
    public func red(_ text: String) -> String { apply("1;31", text) }
    public func magenta(_ text: String) -> String { apply("1;35", text) }
    public func cyan(_ text: String) -> String { apply("1;36", text) }
    public func green(_ text: String) -> String { apply("1;32", text) }
    public func blue(_ text: String) -> String { apply("1;34", text) }
    public func dim(_ text: String) -> String { apply("2", text) }
}
