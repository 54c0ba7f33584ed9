import Diagnostics
@testable import PropertyList
import Platform
import Foundation
import SettingsCompiler
import Testing
import XMLStream

/// Limits that hold before anything is read, and files that change size while they are read.
@Suite("Reading limits")
struct ReadingLimitTests {
    private func temporaryFile(_ bytes: [UInt8], size: Int? = nil) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("limits-\(UUID().uuidString)")
        try Data(bytes).write(to: url)
        if let size { #expect(truncate(url.path, off_t(size)) == 0) }
        return url.path
    }

    // Finding 11 (seen failing before the fix: 1 MiB and a byte were read before the count was known).
    @Test func aRegularFileOverTheLimitIsRefusedWithoutReadingIt() throws {
        let path = try temporaryFile(Array("<?xml".utf8), size: 2 << 20)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let descriptor = try System.openForReading(path).get()
        guard case .tooLarge = descriptor.readAll(limit: 1 << 20) else {
            Issue.record("a 2 MiB file was read under a 1 MiB limit")
            return
        }
        #expect(lseek(descriptor.rawValue, 0, SEEK_CUR) == 0, "nothing was read")
        guard case .bytes(let bytes) = descriptor.readAll(limit: 2 << 20) else {
            Issue.record("a file at the limit was refused")
            return
        }
        #expect(bytes.count == 2 << 20)
    }

    // Finding 11 (seen failing before the fix: the XML reader stopped at 1 MiB, "refusing to read further").
    @Test func aDefinitionOverTheLimitIsRefusedAtItsStart() throws {
        let text = "<?xml version=\"1.0\"?>\n<plist><array>\n" + String(repeating: "<string>x</string>\n", count: 120_000)
            + "</array></plist>\n"
        let path = try temporaryFile(Array(text.utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let document = PlistReader.parse(try SourceFile.open(path).get(), limits: .init(maxInputBytes: 1 << 20))
        #expect(document.diagnostics.map(\.message) == ["input is larger than 1 MiB; refusing to read it"])
        #expect(document.diagnostics.first?.location == .start)
    }

    // Finding 11 (seen failing before the fix: a value of 10 MB and a byte was read as any other).
    @Test func aStringsTextOverTheTextLimitIsAnError() {
        let limit = XMLEventParser.Limits().maxTextBytes
        let fits = "\"a\" = \"" + String(repeating: "x", count: limit) + "\";\n"
        #expect(StringsParser.parse(Array(fits.utf8), name: "Root.strings").diagnostics.isEmpty)
        let over = "\"a\" = \"b\";\n\"long\" = \"" + String(repeating: "x", count: limit + 1) + "\";\n\"c\" = \"d\";\n"
        let document = StringsParser.parse(Array(over.utf8), name: "Root.strings")
        #expect(document.diagnostics.map(\.rule) == [.limitExceeded])
        #expect(document.diagnostics.first?.message == "text longer than \(limit) bytes; stopping here")
        #expect(document.diagnostics.first?.location == SourceLocation(line: 2, column: 10))
        #expect(document.table.entries.map(\.key) == ["a"])
        let key = "\"" + String(repeating: "k", count: limit + 1) + "\" = \"v\";\n"
        #expect(StringsParser.parse(Array(key.utf8), name: "Root.strings").diagnostics.map(\.rule) == [.limitExceeded])
    }

    // Finding 13 (seen failing before the fix: the test process was killed by SIGBUS).
    @Test func aMappedFileTruncatedWhileReadIsAnErrorNotACrash() throws {
        let strings = (0..<20_000).map { PlistNode(.string("value number \($0) of the table")) }
        let bytes = try BinaryPlistWriter.data(.array(strings))
        #expect(bytes.count > 100_000)
        let path = try temporaryFile(bytes)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let mapped = try #require(System.MappedFile.map(try System.openForReading(path).get()))
        #expect(mapped[0] == UInt8(ascii: "b"))
        // Another process cuts the file short while it is mapped.
        #expect(truncate(path, 4096) == 0)
        let document = BinaryPlistReader.parse(mapped, concurrentFrom: nil)
        #expect(mapped.wasTruncated)
        #expect(document.root == nil)
        #expect(document.diagnostics.map(\.rule) == [.invalidBinaryPlist])
        #expect(document.diagnostics.first?.message.contains("changed while it was read") == true,
                "\(document.diagnostics.map(\.message))")
        // Bytes past the new end read as zero, never as a signal.
        #expect(mapped[bytes.count - 1] == 0)
    }

    @Test func aMappedFileThatStaysWholeIsNotTruncated() throws {
        let path = try temporaryFile(Array(repeating: 7, count: 10_000))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let mapped = try #require(System.MappedFile.map(try System.openForReading(path).get()))
        #expect(mapped[9_999] == 7)
        #expect(!mapped.wasTruncated)
    }

    /// A file is read in one buffer sized when it was opened, and reading stops once that size has come
    /// in with room left over. A file that grew or shrank after it was opened is still read to its end
    /// as it is then, whatever its size, and the limit still holds.
    @Test func aFileThatChangesSizeAfterItIsOpenedIsReadToItsEnd() throws {
        let original = [UInt8]((0..<5_000).map { UInt8(truncatingIfNeeded: $0) })
        for change in [0, 1, 4_999, 5_000, 70_000, -1, -4_999, -5_000] {
            let path = try temporaryFile(original)
            defer { try? FileManager.default.removeItem(atPath: path) }
            let descriptor = try System.openRegularFile(path).get()
            var expected = original
            if change > 0 {
                let more = [UInt8]((0..<change).map { UInt8(truncatingIfNeeded: $0 &* 7) })
                let handle = try #require(FileHandle(forWritingAtPath: path))
                handle.seekToEndOfFile()
                handle.write(Data(more))
                try handle.close()
                expected += more
            } else if change < 0 {
                #expect(truncate(path, off_t(original.count + change)) == 0)
                expected.removeLast(-change)
            }
            guard case .bytes(let bytes) = descriptor.readAll(limit: 1 << 20) else {
                Issue.record("a file of \(expected.count) bytes was not read (changed by \(change))")
                continue
            }
            #expect(bytes == expected, "changed by \(change): \(bytes.count) bytes read of \(expected.count)")
        }
        // Grown past the limit after it was opened: refused, not cut at the limit.
        let path = try temporaryFile(original)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let descriptor = try System.openRegularFile(path).get()
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.seekToEndOfFile()
        handle.write(Data(repeating: 1, count: 10_000))
        try handle.close()
        guard case .tooLarge = descriptor.readAll(limit: 8_000) else {
            Issue.record("a file grown past the limit after it was opened was read")
            return
        }
    }
}
