import PropertyList

/// GitHub Actions workflow commands: each diagnostic becomes an annotation on the pull request.
public struct GitHubReporter: DiagnosticReporter {
    public static let identifier = "github"

    public init() {}

    public func report(_ reports: [FileReport]) -> String {
        var output = ""
        for report in reports {
            for diagnostic in report.diagnostics {
                let command: String
                switch diagnostic.severity {
                case .error: command = "error"
                case .warning: command = "warning"
                case .note: command = "notice"
                }
                // A binary file has no lines: the annotation is on the file, the offset in the message; a
                // finding about the whole file has neither.
                let location = diagnostic.location
                let place = location.byteOffset == nil && !location.isWholeFile
                    ? ",line=\(location.line),col=\(location.column)" : ""
                let message = diagnostic.message + (location.byteOffset == nil ? "" : " (at \(location))")
                output += "::\(command) file=\(property(report.file.displayName))\(place),"
                    + "title=\(property("settingsc [\(diagnostic.rule.id)]"))::" + data(message) + "\n"
            }
        }
        return output
    }

    /// Escaping of a command's message, as the Actions runner unescapes it.
    private func data(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.append(character)
            }
        }
        return result
    }

    /// Escaping of a property value, which also may not hold `:` or `,`.
    private func property(_ text: String) -> String {
        var result = ""
        for character in data(text) {
            switch character {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.append(character)
            }
        }
        return result
    }
}
