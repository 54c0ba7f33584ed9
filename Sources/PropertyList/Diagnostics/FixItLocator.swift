import Diagnostics
import XMLStream

/// Places the fix-its that rules propose in the bytes of their file (`FixIt.span`).
///
/// A fix is placed only where it is exact: the element must hold, between its tags, the very text the
/// parser read, written plainly (no entity or character reference, no CDATA section, no comment), and
/// the replacement must be representable in the file's encoding. Anything else leaves it unplaced.
/// The file's text is read again only when one of its diagnostics proposes a fix; the fixes are
/// placed in document order, so a file in a legacy encoding is converted piece by piece, once.
enum FixItLocator {
    static func locate(_ diagnostics: inout [Diagnostic], in file: SourceFile) {
        let proposed = diagnostics.indices.filter { diagnostics[$0].fix != nil && diagnostics[$0].fix!.span == nil }
        guard !proposed.isEmpty, let encoding = file.storedEncoding, encoding != .binary,
              let text = file.text() else { return }
        var found: [(index: Int, element: Int, content: Range<Int>)] = []
        for index in proposed {
            let fix = diagnostics[index].fix!
            if let range = fix.textRange {
                guard range.upperBound <= text.count, text[range].elementsEqual(fix.original.utf8) else { continue }
                found.append((index, range.lowerBound, range))
                continue
            }
            guard let element = file.offset(of: fix.element),
                  let content = contentRange(of: element, in: text, reading: fix.original) else { continue }
            found.append((index, element, content))
        }
        found.sort { $0.content.lowerBound < $1.content.lowerBound }
        var mapper = OffsetMapper(text: text, encoding: encoding, file: file)
        for place in found {
            var fix = diagnostics[place.index].fix!
            var replaced = place.content
            if fix.textRange != nil {
                // Placed by the reader: the range, the text as read, the replacement as written.
            } else if fix.replacesElement {
                // The whole element, up to the `>` of its closing tag (`contentRange` checked `</name`).
                guard let close = text[place.content.upperBound...].firstIndex(of: UInt8(ascii: ">")) else { continue }
                replaced = place.element..<(close + 1)
                fix.original = String(decoding: text[replaced], as: UTF8.self)
            }
            guard let escaped = fix.replacesElement || fix.textRange != nil ? fix.replacement : try? PlistWriter.escape(fix.replacement),
                  let span = mapper.span(of: replaced, original: fix.original, replacement: escaped) else { continue }
            let start = fix.element.advanced(over: Substring(decoding: text[place.element..<replaced.lowerBound],
                                                             as: UTF8.self).utf8)
            fix.span = FixIt.Span(bytes: span.bytes, start: start, end: start.advanced(over: Substring(fix.original).utf8),
                                  replacementText: escaped, replacedBytes: span.replaced,
                                  replacementBytes: span.replacement)
            diagnostics[place.index].fix = fix
        }
    }

    /// The range of the text of the `<key>` or `<string>` element whose `<` is at `start`, when it
    /// reads exactly `original`.
    static func contentRange(of start: Int, in text: [UInt8], reading original: String) -> Range<Int>? {
        guard start < text.count, text[start] == UInt8(ascii: "<") else { return nil }
        var index = start + 1
        while index < text.count, !isNameEnd(text[index]) { index += 1 }
        let name = Array(text[(start + 1)..<index])
        guard name == Array("key".utf8) || name == Array("string".utf8) else { return nil }
        // Attributes (none in a plist, but allowed) up to the tag's `>`; quoted values may hold `>`.
        var quote: UInt8?
        while index < text.count {
            let byte = text[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                break
            }
            index += 1
        }
        guard index < text.count, text[index - 1] != UInt8(ascii: "/") else { return nil }
        let contentStart = index + 1
        let wanted = Array(original.utf8)
        let contentEnd = contentStart + wanted.count
        let closing = [UInt8(ascii: "<"), UInt8(ascii: "/")] + name
        guard contentEnd + closing.count <= text.count,
              text[contentStart..<contentEnd].elementsEqual(wanted),
              text[contentEnd..<(contentEnd + closing.count)].elementsEqual(closing),
              !wanted.contains(UInt8(ascii: "&")), !wanted.contains(UInt8(ascii: "<")) else { return nil }
        return contentStart..<contentEnd
    }

    private static func isNameEnd(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || byte == 0x20 || byte == 0x09 || byte == 0x0A
            || byte == 0x0D
    }
}

/// Turns offsets in the UTF-8 text that was parsed into offsets in the file as stored, asked for in
/// increasing order (a legacy encoding is converted from the last offset asked for).
private struct OffsetMapper {
    let text: [UInt8]
    let encoding: SourceFile.StoredEncoding
    let file: SourceFile
    /// The byte order mark's length: where the text starts in the file as stored.
    let bomLength: Int
    /// The bytes as stored; read on first need, for a converted file only.
    private var stored: [UInt8]?
    private var utf8Offset = 0
    private var storedOffset: Int

    init(text: [UInt8], encoding: SourceFile.StoredEncoding, file: SourceFile) {
        self.text = text
        self.encoding = encoding
        self.file = file
        switch encoding {
        case .utf8(let length), .converted(_, let length): bomLength = length
        case .binary: bomLength = 0
        }
        storedOffset = bomLength
    }

    /// The stored bytes of `content` (which must read `original`) and `replacement` in the file's
    /// encoding; nil when either cannot be had exactly.
    mutating func span(of content: Range<Int>, original: String,
                       replacement: String) -> (bytes: Range<Int>, replaced: [UInt8], replacement: [UInt8])? {
        // UTF-8 as stored (`locate` places nothing in a binary plist, which has no text).
        guard case .converted(let name, _) = encoding else {
            return ((content.lowerBound + bomLength)..<(content.upperBound + bomLength), Array(original.utf8),
                    Array(replacement.utf8))
        }
        if stored == nil { stored = file.stored() }
        guard let stored, let start = offset(of: content.lowerBound, encoding: name),
              let replaced = XMLTranscoder.bytes(fromUTF8: Array(original.utf8), encoding: name) else { return nil }
        // `content` reads `original`: converted, it takes the mapping to the content's end.
        (utf8Offset, storedOffset) = (content.upperBound, start + replaced.count)
        let end = storedOffset
        guard end <= stored.count, stored[start..<end].elementsEqual(replaced),
              let inserted = XMLTranscoder.bytes(fromUTF8: Array(replacement.utf8), encoding: name) else { return nil }
        return (start..<end, replaced, inserted)
    }

    /// The stored offset of `target`, converting the text since the last offset asked for.
    private mutating func offset(of target: Int, encoding name: String) -> Int? {
        if target < utf8Offset {
            // Asked out of order (two fixes of one element): start again from the top.
            (utf8Offset, storedOffset) = (0, bomLength)
        }
        if target > utf8Offset {
            guard let converted = XMLTranscoder.bytes(fromUTF8: Array(text[utf8Offset..<target]), encoding: name) else {
                return nil
            }
            storedOffset += converted.count
            utf8Offset = target
        }
        return storedOffset
    }
}
