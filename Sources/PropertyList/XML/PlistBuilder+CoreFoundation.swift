import Diagnostics
import XMLStream

/// What the builder takes from `CFReadingFilter`: its findings as diagnostics, values as CoreFoundation
/// makes them, and element names as tags.
extension PlistBuilder {
    /// What the element `name` is, from its packed name: no string is made of it.
    @inline(__always)
    func tag(_ name: borrowing XMLName) -> Tag {
        typealias Name = PlistElementName
        return switch name.shortName {
        case Name.plist: .plist
        case Name.dict: .dict
        case Name.array: .array
        case Name.key: .key
        case Name.string: .leaf(.string)
        case Name.integer: .leaf(.integer)
        case Name.real: .leaf(.real)
        case Name.date: .leaf(.date)
        case Name.data: .leaf(.data)
        case Name.true: .leaf(.true)
        case Name.false: .leaf(.false)
        default: .unknown
        }
    }

    func filtered(_ note: XMLFilterNote, at location: SourceLocation) {
        guard let code = CFNote(rawValue: note.code) else { return }
        if code == .value {
            pendingValue = (location, note.bytes)
        } else if let diagnostic = CFNoteDiagnostic.diagnostic(code, note, at: location) {
            diagnostics.append(diagnostic)
        }
    }

    /// Opens a leaf element at `location`, with the value the filter sent for it, if any.
    func open(_ leaf: Leaf, at location: SourceLocation, kept: Bool, keyAsValue: Bool = false) {
        openLeaf = OpenLeaf(leaf: leaf, location: location, kept: kept, start: values.mark, keyAsValue: keyAsValue)
        // Nearly always none, and none before: not written then (writing it releases the one before).
        if pendingValue != nil || openLeafRaw != nil { openLeafRaw = takeValue(at: location) }
    }

    /// The value CoreFoundation makes of the leaf opening at `location`, if the filter sent one for it.
    func takeValue(at location: SourceLocation) -> [UInt8]? {
        guard let pending = pendingValue, pending.location == location else { return nil }
        pendingValue = nil
        return pending.bytes
    }

    /// A `<key>` where a value belongs: a string to CoreFoundation (a warning, with `<string>` as the fix).
    func keyAsValue(_ open: OpenLeaf, text: String) {
        let escaped = (try? PlistWriter.escape(text)) ?? text
        diagnostics.append(.nonStandardXML("<key> where a value belongs: the device reads it as the string "
            + "\(MessageText.quoted(text)), but other tools refuse it; write <string>", at: open.location,
            fix: .replacingElement(text, at: open.location, with: "<string>" + escaped + "</string>")))
    }
}
