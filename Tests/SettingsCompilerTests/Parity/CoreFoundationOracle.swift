import Foundation

/// Apple's property-list parser — CoreFoundation's `CFPropertyListCreateWithData`, which
/// swift-corelibs-foundation runs as `PropertyListSerialization` — as the oracle of the parity tests:
/// what it reads, with the values it makes, or that it refuses.
enum CoreFoundationOracle {
    enum Verdict: Equatable {
        /// Read: the value in `ParityValue`'s canonical text, and whether it was old-style text.
        case accepted(String, oldStyle: Bool)
        case refused(String)
    }

    static func read(_ bytes: [UInt8]) -> Verdict {
        var format = PropertyListSerialization.PropertyListFormat.xml
        do {
            let value = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: &format)
            return .accepted(canonical(value), oldStyle: format == .openStep)
        } catch {
            return .refused("\(error)")
        }
    }

    /// The canonical text of a value CF made (see `ParityValue` for the grammar).
    static func canonical(_ value: Any) -> String {
        if let text = value as? String { return ParityValue.quoted(Array(text.unicodeScalars)) }
        if let number = value as? NSNumber {
            let type = String(cString: number.objCType)
            if type == "c" || type == "B" { return number.boolValue ? "true" : "false" }
            if type == "d" || type == "f" { return ParityValue.real(number.doubleValue) }
            return "int(\(number.stringValue))"
        }
        if let flag = value as? Bool { return flag ? "true" : "false" }
        if let date = value as? Date { return ParityValue.date(date.timeIntervalSinceReferenceDate) }
        if let data = value as? Data { return ParityValue.data(Array(data)) }
        if let items = value as? [Any] { return "[" + items.map(canonical).joined(separator: ", ") + "]" }
        if let dictionary = value as? NSDictionary {
            var entries: [(key: [Unicode.Scalar], value: String)] = []
            for (key, item) in dictionary {
                let text = (key as? NSString).map { String($0) } ?? "\(key)"
                entries.append((Array(text.unicodeScalars), canonical(item)))
            }
            return ParityValue.dictionary(entries)
        }
        return "other(\(type(of: value)))"
    }
}
