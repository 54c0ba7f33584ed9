import Diagnostics
import Platform

/// What went wrong in a binary property list, and where: a problem of its structure (the
/// `invalid-binary-plist` rule) or one an existing rule names (a nesting limit, an impossible date).
struct BinaryPlistProblem: Error {
    var diagnostic: Diagnostic
    /// Whether reading stops here (a limit was reached) rather than going on without the object.
    var stops = false

    init(_ message: String, at offset: Int) {
        diagnostic = .invalidBinaryPlist(message, at: offset)
    }

    init(_ diagnostic: Diagnostic) {
        self.diagnostic = diagnostic
    }

    /// The same problem, ending the read.
    func stopping() -> BinaryPlistProblem {
        var problem = self
        problem.stops = true
        return problem
    }
}

/// The last 32 bytes of a `bplist00` file, and the offset table they locate, checked as CoreFoundation
/// checks them (and somewhat more strictly): after `read`, every field is in range and every object
/// offset lies between the header and the offset table. Offsets are read from the table when asked for,
/// not kept: the table of a large file is megabytes.
///
/// Layout: 5 unused bytes, the sort version, `offsetIntSize`, `objectRefSize`, then three big-endian
/// 64-bit numbers: the object count, the top object's index, the offset table's position.
struct BinaryPlistTrailer {
    /// The header, "bplist00".
    static let headerSize = 8
    static let size = 32
    /// The header, one object of one byte (a boolean, an empty container), the trailer.
    static let minimumFileSize = headerSize + 1 + size

    /// Bytes per entry of the offset table (1 to 8).
    var offsetIntSize: Int
    /// Bytes per object reference inside arrays and dictionaries (1 to 8).
    var objectRefSize: Int
    var objectCount: Int
    var topObject: Int
    /// Where the offset table starts; also where the object table ends.
    var offsetTableOffset: Int

    /// Reads and checks the trailer and the offset table of `file`.
    static func read(_ file: System.MappedFile) throws(BinaryPlistProblem) -> BinaryPlistTrailer {
        let length = file.count
        guard length >= minimumFileSize else {
            throw BinaryPlistProblem("the file is \(length) bytes, too short for a binary property list "
                + "(at least \(minimumFileSize): header, one object, trailer)", at: 0)
        }
        let start = length - size
        let offsetSizeAt = start + 6, refSizeAt = start + 7, countAt = start + 8, topAt = start + 16, tableAt = start + 24
        let offsetIntSize = Int(file[offsetSizeAt])
        let objectRefSize = Int(file[refSizeAt])
        guard (1...8).contains(offsetIntSize) else {
            throw BinaryPlistProblem("the trailer says offsets are \(offsetIntSize) bytes; they are 1 to 8", at: offsetSizeAt)
        }
        guard (1...8).contains(objectRefSize) else {
            throw BinaryPlistProblem("the trailer says object references are \(objectRefSize) bytes; they are 1 to 8",
                                     at: refSizeAt)
        }
        // In bounds: the file is at least 41 bytes, and these are its last 24.
        let rawCount = file.unsigned(at: countAt, size: 8, end: length)!
        let rawTop = file.unsigned(at: topAt, size: 8, end: length)!
        let rawTable = file.unsigned(at: tableAt, size: 8, end: length)!

        guard rawCount > 0 else { throw BinaryPlistProblem("the trailer says there are no objects", at: countAt) }
        // Each object needs an offset-table entry of at least one byte, so the count is below the length.
        guard let objectCount = Int(exactly: rawCount), objectCount <= length else {
            throw BinaryPlistProblem("the trailer says there are \(rawCount) objects, more than a file of \(length) "
                + "bytes can hold", at: countAt)
        }
        guard rawTop < rawCount else {
            throw BinaryPlistProblem("the top object is \(rawTop), but there \(objectCount == 1 ? "is 1 object" : "are \(objectCount) objects")", at: topAt)
        }
        guard rawTable >= UInt64(headerSize + 1) else {
            throw BinaryPlistProblem("the offset table starts at byte \(rawTable), inside the header", at: tableAt)
        }
        guard rawTable < UInt64(start) else {
            throw BinaryPlistProblem("the offset table starts at byte \(rawTable), past the objects (the trailer "
                + "starts at byte \(start))", at: tableAt)
        }
        let tableOffset = Int(rawTable)
        let (tableSize, overflow) = objectCount.multipliedReportingOverflow(by: offsetIntSize)
        guard !overflow, tableSize <= start - tableOffset else {
            throw BinaryPlistProblem("the offset table (\(objectCount) entries of \(offsetIntSize) bytes from byte "
                + "\(tableOffset)) runs past the trailer at byte \(start)", at: tableAt)
        }
        guard tableSize == start - tableOffset else {
            let gap = start - tableOffset - tableSize
            throw BinaryPlistProblem("\(gap) unexplained bytes between the offset table and the trailer", at: tableOffset + tableSize)
        }
        if objectRefSize < 8, rawCount > UInt64(1) << UInt64(8 * objectRefSize) {
            throw BinaryPlistProblem("object references of \(objectRefSize) bytes cannot reach all \(objectCount) objects",
                                     at: refSizeAt)
        }
        for index in 0..<objectCount {
            let entryAt = tableOffset + index * offsetIntSize
            let offset = file.unsigned(at: entryAt, size: offsetIntSize, end: start)!
            guard offset >= UInt64(headerSize) else {
                throw BinaryPlistProblem("object \(index) starts at byte \(offset), inside the header", at: entryAt)
            }
            guard offset < rawTable else {
                throw BinaryPlistProblem("object \(index) starts at byte \(offset), past the offset table "
                    + "(byte \(tableOffset))", at: entryAt)
            }
            file.didRead(offsetIntSize)
        }
        return BinaryPlistTrailer(offsetIntSize: offsetIntSize, objectRefSize: objectRefSize, objectCount: objectCount,
                                  topObject: Int(rawTop), offsetTableOffset: tableOffset)
    }

    /// Where object `index` (below `objectCount`) starts: between the header and the offset table, as
    /// `read` checked.
    @inline(__always)
    func offset(of index: Int, in file: System.MappedFile) -> Int {
        Int(truncatingIfNeeded: file.bigEndian(at: offsetTableOffset + index * offsetIntSize, size: offsetIntSize))
    }
}
