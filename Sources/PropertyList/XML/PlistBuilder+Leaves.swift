import Diagnostics

/// The value of a finished `<integer>`, `<real>`, `<date>`, `<data>`, `<true>` or `<false>`, read as
/// CoreFoundation reads it: what CF refuses is an error, what it reads otherwise than written a warning
/// that names the value the device uses.
extension PlistBuilder {
    /// The value of a leaf written as `bytes`. They are made a `String` only where reading or reporting the
    /// value needs one: an integer is read from its bytes.
    func value(of leaf: Leaf, written bytes: ArraySlice<UInt8>, at location: SourceLocation) -> PlistValue? {
        var text: String { String(decoding: bytes, as: UTF8.self) }
        return switch leaf {
        case .string, .key: .string(text) // appendLeaf keeps these as text
        case .true: .bool(true)
        case .false: .bool(false)
        case .integer: integer(bytes, at: location)
        case .real: real(text, at: location)
        case .date: date(text, at: location)
        case .data: data(text, at: location)
        }
    }

    private func integer(_ bytes: ArraySlice<UInt8>, at location: SourceLocation) -> PlistValue? {
        var text: String { String(decoding: bytes, as: UTF8.self) }
        guard let (value, spaceAfterSign) = PlistInteger.readAsCoreFoundation(bytes) else {
            diagnostics.append(.invalidInteger(text, outOfRange: PlistInteger.isOutOfRangeForCoreFoundation(bytes),
                                               at: location))
            return nil
        }
        if spaceAfterSign {
            diagnostics.append(.nonStandardValue("integer \(MessageText.quoted(text)) has white space after its sign: "
                + "the device reads it as \(value), other tools refuse it", at: location))
        }
        return .integer(value)
    }

    private func real(_ text: String, at location: SourceLocation) -> PlistValue? {
        switch PlistReal.readAsCoreFoundation(text) {
        case .value(let value):
            return .real(value)
        case .outOfRange(let value):
            let beyond = value == 0 ? "below the smallest double" : "beyond the largest double"
            diagnostics.append(.nonStandardValue("real \(MessageText.quoted(text)) is \(beyond): the device reads it as "
                + (value == 0 ? "0" : value < 0 ? "-infinity" : "infinity"), at: location))
            return .real(value)
        case .refused:
            diagnostics.append(.invalidReal(text, at: location))
            return nil
        }
    }

    private func date(_ text: String, at location: SourceLocation) -> PlistValue? {
        switch PlistDate.readAsCoreFoundation(Array(text.utf8)) {
        case .date(let date):
            return .date(date)
        case .normalized(let date?):
            diagnostics.append(.nonStandardValue("date \(MessageText.quoted(text)) does not exist: the device reads it as "
                + date.description, at: location))
            return .date(date)
        case .normalized(nil):
            diagnostics.append(.invalidDate(text, reason: "settingsc reads years 0 to 9999", at: location))
        case .refused:
            diagnostics.append(.invalidDate(text, reason: PlistDate.refusalReason(text), at: location))
        }
        return nil
    }

    private func data(_ text: String, at location: SourceLocation) -> PlistValue? {
        let (bytes, refused) = CFBase64.decode(text.utf8)
        if refused {
            let character = text.unicodeScalars.first { $0.value >= 0x80 }.map { String($0) } ?? "?"
            diagnostics.append(.invalidData("\(MessageText.quoted(character)) is not a base64 character", at: location))
            return nil
        }
        if let difference = CFBase64.leniency(of: text, decoded: bytes) {
            diagnostics.append(.nonStandardValue("<data> is not strict base64 (\(difference)): the device reads "
                + "\(bytes.count) \(bytes.count == 1 ? "byte" : "bytes"), other tools refuse it", at: location))
        }
        return .data(bytes)
    }
}
