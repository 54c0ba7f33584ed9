import Platform
import PropertyList

/// What a `.strings` table on disk holds that `catalog compile` did not write and would overwrite: its
/// texts that differ from (or are not in) the table compiled from the catalog now.
///
/// A table whose header carries a digest (`CompiledTableHeader`) was edited when its entries no longer
/// match the digest. A table without the header was written by hand (before the catalog took over): every
/// text of it is someone's work. A table an earlier settingsc compiled (the header without a digest) cannot
/// tell, and is replaced as before. Entries removed by hand are no loss (compile writes them again), and
/// neither is an edit the catalog already agrees with.
package struct TableEdits: Sendable {
    /// One text of the table on disk that the compiled table would change or drop.
    package struct Edit: Sendable, Equatable {
        package var key: String
        /// The text on disk.
        package var value: String
        /// The text compiled from the catalog; nil: the catalog gives the key none.
        package var compiled: String?
    }

    /// True: the table has no header of `catalog compile` (written by hand); false: edited since compiled.
    package var handWritten: Bool
    /// In key order.
    package var edits: [Edit]

    /// The edits of `document` (a table on disk) against `compiled`, the entries compile would write;
    /// nil when compile may replace it.
    package static func find(in document: StringsDocument, against compiled: [(key: String, value: String)]) -> TableEdits? {
        let header = document.source.line(1).flatMap(CompiledTableHeader.init(firstLine:))
        var handWritten = false
        if let header {
            guard let recorded = header.digest, recorded != CompiledTableHeader.digest(of: document.table) else { return nil }
        } else {
            handWritten = true
        }
        var written: [String: String] = [:]
        for entry in compiled { written[entry.key] = entry.value }
        let edits = CompiledTableHeader.deviceEntries(document.table).compactMap { entry -> Edit? in
            let compiledValue = written[entry.key]
            return compiledValue == entry.value ? nil : Edit(key: entry.key, value: entry.value, compiled: compiledValue)
        }
        return edits.isEmpty ? nil : TableEdits(handWritten: handWritten, edits: edits)
    }

    /// The edits of the table file at `path` (nil when there is none, it is not a regular file, or it does
    /// not parse as a table).
    package static func find(at path: String, against compiled: [(key: String, value: String)]) -> TableEdits? {
        guard System.kind(of: path) == .regular,
              case .success(let document) = StringsParser.parse(path: path, displayName: path) else { return nil }
        return find(in: document, against: compiled)
    }
}
