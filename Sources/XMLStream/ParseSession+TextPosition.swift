internal import CLibXML2

/// Where the pieces of a run of text are written in the input: a problem with the text points at its
/// first character that is not white space.
///
/// The run's start is not enough: a comment, a processing instruction, the markup of a CDATA section or
/// a reference may stand between it and that character, and none of them is in the run's bytes. So the
/// piece that holds the character is placed as libxml2 (2.9.14) hands it over:
/// - plain ASCII text is lent in place, in the input buffer: its place is its address there;
/// - anything else comes from a copy: a character or entity reference (`&#65;`, `&lt;`), text with
///   bytes other than ASCII or line breaks libxml2 rewrites (`\r\n` and `\r` become `\n`), and a CDATA
///   section's text. Its source starts where the markup or the white space before it ended
///   (`markupEnd`; after `<![CDATA[` for a CDATA section), and is walked forward to the character.
///
/// Where a copied piece of white space ends, libxml2 stands, except that, having read the character
/// after it, it may stand on the `\n` of a `\r\n`. libxml2 keeps only the last 80 bytes it has read
/// once its buffer is large; a walk reads the source there or in the block the session read last (64 KB),
/// and past both (a piece of text across two blocks) takes each character as one byte.
extension ParseSession {
    /// libxml2's input while it parses: inside a callback, its context, input and buffer exist.
    @inline(__always)
    private var libxmlInput: UnsafeMutablePointer<xmlParserInput> { context.unsafelyUnwrapped.pointee.input.unsafelyUnwrapped }

    /// The input offset of `run`, a piece of text libxml2 has just handed over, when it lent it in place
    /// (in its input buffer); nil for a copy.
    @inline(__always)
    func lentOffset(of run: UnsafeBufferPointer<UInt8>) -> Int? {
        let input = libxmlInput
        let base = UnsafePointer(input.pointee.base.unsafelyUnwrapped)
        let address = run.baseAddress.unsafelyUnwrapped
        guard base <= address, address + run.count <= UnsafePointer(input.pointee.end.unsafelyUnwrapped) else { return nil }
        return Int(input.pointee.consumed) + (address - base)
    }

    /// The input offset of `run[index]`, in a piece of text libxml2 has just handed over whose source
    /// starts at `start` unless it is lent in place.
    func sourceOffset(of run: UnsafeBufferPointer<UInt8>, at index: Int, from start: Int) -> Int {
        if let lent = lentOffset(of: run) { return lent + index }
        // From a copy: walk the source, a `\r\n` written for each `\n` that stands for one.
        var offset = start + (readingCDATA ? 9 : 0)
        for byte in run[..<index] {
            let isCRLF = byte == UInt8(ascii: "\n") && sourceByte(at: offset) == UInt8(ascii: "\r")
                && sourceByte(at: offset + 1) == UInt8(ascii: "\n")
            offset += isCRLF ? 2 : 1
        }
        return offset
    }

    /// The byte at input offset `offset`, from libxml2's buffer or else the block last read, when either
    /// still holds it.
    private func sourceByte(at offset: Int) -> UInt8? {
        let input = libxmlInput
        let consumed = Int(input.pointee.consumed)
        let buffered = input.pointee.end.unsafelyUnwrapped - input.pointee.base.unsafelyUnwrapped
        if offset >= consumed, offset - consumed < buffered { return input.pointee.base.unsafelyUnwrapped[offset - consumed] }
        if offset >= chunkStart, offset < bytesRead, offset - chunkStart < chunk.count { return chunk[offset - chunkStart] }
        // Before both: a piece of text across two blocks, libxml2 having let go of its start.
        return nil
    }

    /// Where the source of `run`, a piece of text libxml2 has just handed over, ends in the input.
    @inline(__always)
    func sourceEnd(of run: UnsafeBufferPointer<UInt8>) -> Int {
        if let lent = lentOffset(of: run) { return lent + run.count }
        // Past a CDATA section, libxml2 stands past its `]]>`; reading the next character after other
        // text, it steps over the `\r` of a `\r\n`.
        let input = libxmlInput
        let base = input.pointee.base.unsafelyUnwrapped, cur = input.pointee.cur.unsafelyUnwrapped
        let steppedOverCR = !readingCDATA && cur > base && cur[0] == UInt8(ascii: "\n") && cur[-1] == UInt8(ascii: "\r")
        return Int(input.pointee.consumed) + (cur - base) - (steppedOverCR ? 1 : 0)
    }
}
