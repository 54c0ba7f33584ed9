import Diagnostics
import Platform
import XMLStream

/// Reads binary property lists (`bplist00`) into the same located values the XML reader makes
/// (`PlistBuffer`, and `PlistNode` trees made from them), so every later stage works unchanged; a value's
/// location is the byte offset of its object.
///
/// Hardened by construction, for files written to hurt: the trailer and offset table are checked before
/// any object is read; every length is checked (without overflow) before a read; references must name an
/// object; a container may not contain itself; nesting stops at `PlistReader.maxDepth`; and each object is
/// decoded once and shared wherever it is referenced, so a file whose references fan out ("billion laughs"
/// by reference) costs time linear in its size, while the tree it expands to is capped by `nodeLimit`.
///
/// Memory stays flat, as with XML: a file on disk is mapped rather than read (its pages dropped as the
/// reading moves on), only objects referenced more than once are remembered (`BinaryPlistSharing`), and
/// the elements of a root array can be handed over one by one as they are decoded.
package enum BinaryPlistReader {
    /// The most values (keys included) a file may expand to, counting a shared object at every use:
    /// the later stages walk the expanded tree.
    package static let maxNodes = 10_000_000

    /// The expansion a file of `size` bytes may have: every reference takes at least a byte, so a file
    /// whose containers are not shared (CF and plistlib share only leaves) expands to fewer values than
    /// it has bytes. Beyond that, a 100-byte file could make the later stages walk millions of values.
    package static func nodeLimit(forFileSize size: Int) -> Int {
        min(maxNodes, 100_000 + 4 * size)
    }
    /// After this many problems the reader stops listing them.
    static let maxDiagnostics = 1000
    static let magic = Array("bplist00".utf8)

    /// Whether a file starting with `head` is a binary property list of a version CoreFoundation reads
    /// (`bplist0` and any eighth byte).
    package static func isBinary(_ head: [UInt8]) -> Bool {
        head.starts(with: magic.dropLast())
    }

    /// Parses a whole binary property list held in memory (its locations are byte offsets: no name needed).
    package static func parse(_ bytes: [UInt8]) -> PlistDocument {
        read(bytes).document
    }

    /// Parses a binary property list. With `rootArrayElement`, the elements of a root array are handed
    /// over one by one as they are decoded, as flat values, and not kept (the document's root is then an
    /// empty array).
    ///
    /// A file of `concurrentFrom` bytes or more is decoded on a thread of its own while the caller's
    /// thread takes the elements, as for XML (`XMLEventParser.parse`).
    static func parse(_ file: System.MappedFile, concurrentFrom: Int? = XMLEventParser.concurrentFrom,
                      rootArrayElement: ((PlistBuffer, Int) -> Void)? = nil) -> PlistDocument {
        if let rootArrayElement, let concurrentFrom, file.count >= concurrentFrom {
            // Elements copied into batches of ~256 KB of slots and text, handed to the caller's thread. Each
            // hand-off wakes that thread, usually waiting (it has less to do): with 64 KB batches the wake-ups
            // were ~9% of the decoding thread's time.
            let pipe = BatchPipe<ElementBatch> { batch in
                for element in batch.elements { rootArrayElement(batch.values, element) }
                return true
            }
            var result: PlistDocument?
            var batch = ElementBatch()
            let ran = pipe.run {
                result = read(file) { values, element in
                    var values = values
                    batch.elements.append(batch.values.appendCopy(of: &values, value: element))
                    if batch.values.count + batch.values.text.count / 32 >= 8_192 { _ = pipe.send(&batch) }
                }.document
                if !batch.elements.isEmpty { _ = pipe.send(&batch) }
            }
            if ran, let result { return result }
        }
        return read(file, rootArrayElement: rootArrayElement).document
    }

    /// Elements of a root array on their way to the caller's thread.
    private struct ElementBatch: PipeBatch {
        var values = PlistBuffer()
        var elements: [Int] = []

        mutating func removeAll() {
            values.rewind(to: .empty)
            elements.removeAll(keepingCapacity: true)
        }
    }

    /// The document, and how many objects were decoded (each at most once, however often it is used).
    static func read(_ bytes: [UInt8]) -> (document: PlistDocument, decodedObjects: Int) {
        read(System.MappedFile(copying: bytes), rootArrayElement: nil)
    }

    private static func read(_ file: System.MappedFile,
                             rootArrayElement: ((PlistBuffer, Int) -> Void)?) -> (document: PlistDocument, decodedObjects: Int) {
        let result = decode(file, rootArrayElement: rootArrayElement)
        guard file.wasTruncated else { return result }
        // What was read past the new end read as zeros: nothing decoded can be trusted, and what was
        // reported about it follows from that one cause.
        let changed = Diagnostic.invalidBinaryPlist("the file changed while it was read (another process truncated it); "
            + "nothing of it was used", at: 0)
        return (PlistDocument(diagnostics: [changed]), result.decodedObjects)
    }

    private static func decode(_ file: System.MappedFile,
                               rootArrayElement: ((PlistBuffer, Int) -> Void)?) -> (document: PlistDocument, decodedObjects: Int) {
        let trailer: BinaryPlistTrailer
        var warnings: [Diagnostic] = []
        do throws(BinaryPlistProblem) {
            if file.count >= magic.count, !magic.indices.allSatisfy({ file[$0] == magic[$0] }) {
                let version = String(decoding: magic.indices.map { file[$0] < 0x20 || file[$0] >= 0x7F ? 0x3F : file[$0] },
                                     as: UTF8.self)
                // CoreFoundation reads any `bplist0?` as version 00.
                guard magic.indices.dropLast().allSatisfy({ file[$0] == magic[$0] }) else {
                    throw BinaryPlistProblem("the file starts with '\(version)', not 'bplist00': the device reads only "
                        + "version 0 of the binary format", at: 0)
                }
                warnings.append(.nonStandardValue("the file starts with \(MessageText.quoted(version)), not 'bplist00': the "
                    + "device reads it as version 00, other tools may refuse it", at: .byte(7)))
            }
            trailer = try BinaryPlistTrailer.read(file)
        } catch {
            return (PlistDocument(diagnostics: [error.diagnostic]), 0)
        }
        let decoder = BinaryPlistDecoder(file: file, trailer: trailer, nodeLimit: nodeLimit(forFileSize: file.count))
        decoder.diagnostics = warnings
        var root: Int?
        do throws(BinaryPlistProblem) {
            root = try decoder.decode(trailer.topObject, depth: 1, elements: rootArrayElement)?.index
        } catch {
            decoder.diagnostics.append(error.diagnostic)
            root = nil
        }
        file.releasePages()
        return (PlistDocument(values: decoder.values, rootIndex: root, diagnostics: decoder.diagnostics),
                decoder.decodedObjects)
    }
}
