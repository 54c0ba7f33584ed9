import Diagnostics
import XMLStream

/// Character data: the text of a leaf is kept, text anywhere else is reported, and white space between
/// elements is layout, which the builder does not ask for.
extension PlistBuilder {
    func text(_ text: borrowing XMLText, isWhitespace: Bool, at location: () -> SourceLocation) {
        if skipping > 0 { return }
        if let open = openLeaf {
            switch open.leaf {
            case .true, .false:
                if !isWhitespace { reportText(text.string, inside: open.leaf.rawValue, at: location()) }
            default:
                text.append(to: &values.text)
            }
            return
        }
        let index = stack.count - 1
        switch stack[index].kind {
        case .plist, .array, .dictionary:
            if !isWhitespace { reportText(text.string, inside: containerName(stack[index]), at: location()) }
        case .document:
            break
        }
    }

    var wantsWhitespace: Bool {
        openLeaf != nil && skipping == 0
    }

    /// White space directly inside one of these is never wanted: the builder holds the element as a
    /// frame (no leaf is open), or skips it (inside a leaf, or with a prefix).
    var layoutElements: [String] { ["dict", "array", "plist"] }
}
