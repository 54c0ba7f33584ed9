/// How LSP positions count characters in a line (LSP 3.17 `PositionEncodingKind`): UTF-16 code units
/// unless client and server agree on another. settingsc's own columns count Unicode scalars (UTF-32).
package enum PositionEncoding: String, Sendable, CaseIterable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"

    /// The encoding to use given those the client offers (`general.positionEncodings`): UTF-8 when it
    /// is offered (no conversion for either side), else UTF-32, else UTF-16, which every client speaks.
    static func negotiated(offered: [String]) -> PositionEncoding {
        if offered.contains(utf8.rawValue) { return .utf8 }
        if offered.contains(utf32.rawValue) { return .utf32 }
        return .utf16
    }

    /// The code units of the scalar that starts with the UTF-8 byte `lead`.
    @inline(__always)
    func units(ofScalarStartingWith lead: UInt8) -> Int {
        switch self {
        case .utf8: lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        case .utf16: lead >= 0xF0 ? 2 : 1
        case .utf32: 1
        }
    }

    /// The code units of the first `scalars` Unicode scalars of `line` (UTF-8), all of it if shorter.
    func units(ofScalars scalars: Int, in line: ArraySlice<UInt8>) -> Int {
        var units = 0
        var counted = 0
        for byte in line where byte & 0xC0 != 0x80 {
            if counted == scalars { break }
            units += self.units(ofScalarStartingWith: byte)
            counted += 1
        }
        return units
    }

    /// The code units of the first `bytes` bytes of `line` (UTF-8).
    func units(ofBytes bytes: Int, in line: ArraySlice<UInt8>) -> Int {
        var units = 0
        for byte in line.prefix(bytes) where byte & 0xC0 != 0x80 {
            units += self.units(ofScalarStartingWith: byte)
        }
        return units
    }

    /// The bytes of `line` (UTF-8) before the code unit `units`; the line's length past its end. A
    /// position inside a character (between a surrogate pair's halves) means the character's start.
    func byteCount(ofUnits units: Int, in line: ArraySlice<UInt8>) -> Int {
        var counted = 0
        var index = line.startIndex
        while index < line.endIndex {
            let width = self.units(ofScalarStartingWith: line[index])
            if counted + width > units { break }
            counted += width
            index += 1
            while index < line.endIndex, line[index] & 0xC0 == 0x80 { index += 1 }
        }
        return index - line.startIndex
    }
}
