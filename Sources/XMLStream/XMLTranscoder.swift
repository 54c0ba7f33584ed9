internal import CLibXML2

/// Converts a document in a declared legacy encoding to UTF-8 with libxml2's converters.
package enum XMLTranscoder {
    package enum Failure: Error, Equatable, Sendable {
        /// libxml2 (and the iconv/ICU behind it) knows no encoding of that name.
        case unsupportedEncoding(String)
        /// The bytes are not valid in that encoding; `offset` is the first byte that did not convert.
        case invalidInput(offset: Int)
    }

    /// `bytes` as UTF-8, or why not.
    package static func utf8(from bytes: [UInt8], encoding name: String) -> Result<[UInt8], Failure> {
        converting(name) { handler, input, output in
            var offset = 0
            while offset < bytes.count {
                let count = min(1 << 16, bytes.count - offset)
                let added = bytes[offset..<(offset + count)].withUnsafeBufferPointer { chunk in
                    xmlBufferAdd(input, chunk.baseAddress, Int32(count))
                }
                guard added == 0 else { return .failure(.invalidInput(offset: offset)) }
                offset += count
                let result = xmlCharEncInFunc(handler, output, input)
                if result == -2 {
                    return .failure(.invalidInput(offset: offset - Int(xmlBufferLength(input))))
                }
            }
            // A sequence cut off at the end leaves bytes that never convert.
            let leftover = Int(xmlBufferLength(input))
            if leftover > 0 { return .failure(.invalidInput(offset: bytes.count - leftover)) }
            let length = Int(xmlBufferLength(output))
            guard length > 0, let content = xmlBufferContent(output) else { return .success([]) }
            return .success(Array(UnsafeBufferPointer(start: content, count: length)))
        }
    }

    /// UTF-8 `bytes` converted to `encoding`, or nil when that fails or a character has no
    /// representation there (libxml2 would write a character reference instead, which is not the
    /// same text: the result is converted back and compared to be sure).
    package static func bytes(fromUTF8 bytes: [UInt8], encoding name: String) -> [UInt8]? {
        guard !bytes.isEmpty else { return [] }
        let conversion: Result<[UInt8], Failure> = converting(name) { handler, input, output in
            let added = bytes.withUnsafeBufferPointer { xmlBufferAdd(input, $0.baseAddress, Int32($0.count)) }
            guard added == 0 else { return .failure(.invalidInput(offset: 0)) }
            while xmlBufferLength(input) > 0 {
                let before = xmlBufferLength(input)
                guard xmlCharEncOutFunc(handler, output, input) >= 0, xmlBufferLength(input) < before else {
                    return .failure(.invalidInput(offset: 0))
                }
            }
            let length = Int(xmlBufferLength(output))
            guard length > 0, let content = xmlBufferContent(output) else { return .failure(.invalidInput(offset: 0)) }
            return .success(Array(UnsafeBufferPointer(start: content, count: length)))
        }
        guard case .success(let converted) = conversion,
              case .success(let back) = utf8(from: converted, encoding: name), back == bytes else { return nil }
        return converted
    }

    /// Runs `convert` with libxml2's converter for `name` and an empty input and output buffer, freed
    /// after; `.unsupportedEncoding` when libxml2 has no such converter.
    private static func converting(
        _ name: String,
        _ convert: (_ handler: xmlCharEncodingHandlerPtr, _ input: xmlBufferPtr, _ output: xmlBufferPtr)
            -> Result<[UInt8], Failure>
    ) -> Result<[UInt8], Failure> {
        // Conversion errors are raised outside any parser context: XMLLibrary drops them (libxml2
        // would print "encoding error : input conversion failed…"); the caller reports them instead.
        XMLLibrary.initialize()
        guard let handler = xmlFindCharEncodingHandler(name) else {
            return .failure(.unsupportedEncoding(name))
        }
        defer { xmlCharEncCloseFunc(handler) }
        guard let input = xmlBufferCreate(), let output = xmlBufferCreate() else {
            return .failure(.invalidInput(offset: 0))
        }
        defer {
            xmlBufferFree(input)
            xmlBufferFree(output)
        }
        return convert(handler, input, output)
    }
}
