extension System {
    /// Appends `text`'s UTF-8 to `output` as it is, in one copy, unless one of its bytes is a control
    /// character (below 0x20) or `first` or `second`: then nothing is appended and the answer is false,
    /// for the caller to write the text its slower way. What a writer of quoted text tries first (a JSON
    /// string literal: `"` and `\`); most texts have nothing to escape.
    ///
    /// The text is read where it is, sixteen bytes at a time. Checked through a predicate and then copied
    /// through its `utf8` view, a text of ~30 bytes cost ~380 instructions (a diff of a 500-bundle tree
    /// writes ~400,000 of them into its JSON).
    @inlinable
    package static func appendVerbatim(_ text: String, to output: inout [UInt8], unlessControlOr first: UInt8,
                                       _ second: UInt8) -> Bool {
        let appended = text.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
            guard let base = utf8.baseAddress else { return true }
            let count = utf8.count
            var offset = 0
            let space = SIMD16<UInt8>(repeating: 0x20), firsts = SIMD16(repeating: first), seconds = SIMD16(repeating: second)
            if scanBlocks(base, count: count, offset: &offset, stop: { ($0 .< space) .| ($0 .== firsts) .| ($0 .== seconds) }) != nil {
                return false
            }
            while offset < count {
                let byte = base[offset]
                if byte < 0x20 || byte == first || byte == second { return false }
                offset += 1
            }
            output.append(contentsOf: utf8)
            return true
        }
        // A text not stored as contiguous UTF-8 (none is, on the platforms built for) takes the slow way.
        return appended ?? false
    }

    /// Appends a literal's UTF-8 to `output` in one copy (through a `String`'s `utf8` view, ~160
    /// instructions for a short one).
    @inlinable
    package static func append(_ literal: StaticString, to output: inout [UInt8]) {
        guard literal.hasPointerRepresentation else {
            output += literal.description.utf8
            return
        }
        output.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }
}
