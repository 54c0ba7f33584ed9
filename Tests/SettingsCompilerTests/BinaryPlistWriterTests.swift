import PropertyList
import Foundation
import SettingsCompiler
import Testing

@Suite("Binary plist writer")
struct BinaryPlistWriterTests {
    /// The value of each valid fixture, as the binary reader reads it.
    static let fixtures: [(name: String, value: PlistValue)] = BinaryFixtures.valid.compactMap { name in
        BinaryPlistReader.parse(BinaryFixtures.bytes(name + ".bplist")).root.map { (name, $0.value) }
    }

    static func read(_ bytes: [UInt8]) -> PlistDocument { BinaryPlistReader.parse(bytes) }

    @Test func everyFixtureReadsBackEqual() throws {
        #expect(Self.fixtures.count == BinaryFixtures.valid.count)
        for (name, value) in Self.fixtures {
            let document = Self.read(try BinaryPlistWriter.data(value))
            #expect(document.diagnostics.isEmpty, "\(name): \(document.diagnostics.map(\.message))")
            #expect(document.root?.value == value, "\(name)")
        }
        // A date written with less than full precision ("1999-12Z") reads back with all six components.
        guard case .dictionary(var everything) = PlistWriterTests.everything else { return }
        everything.set("month", to: PlistNode(.date(PlistDate(year: 1999, month: 12, precision: 2))))
        let document = Self.read(try BinaryPlistWriter.data(.dictionary(everything)))
        #expect(document.diagnostics.isEmpty)
        #expect(document.root?.value != .dictionary(everything))
        everything.set("month", to: PlistNode(.date(PlistDate(year: 1999, month: 12))))
        #expect(document.root?.value == .dictionary(everything))
    }

    /// plistlib sorts keys and uniques as this writer does: given its own files' values, the bytes match.
    @Test func plistlibsFilesAreWrittenByteForByte() throws {
        for (name, value) in Self.fixtures {
            #expect(try BinaryPlistWriter.data(value) == BinaryFixtures.bytes(name + ".bplist"), "\(name)")
        }
    }

    @Test func integersInTheFewestBytes() throws {
        func bytes(_ value: PlistInteger) throws -> [UInt8] {
            let file = try BinaryPlistWriter.data(.integer(value))
            return Array(file[8..<(file.count - 32 - 1)]) // the one object, before a 1-entry offset table
        }
        #expect(try bytes(PlistInteger(Int64(0))) == [0x10, 0x00])
        #expect(try bytes(PlistInteger(Int64(255))) == [0x10, 0xFF])
        #expect(try bytes(PlistInteger(Int64(256))) == [0x11, 0x01, 0x00])
        #expect(try bytes(PlistInteger(Int64(65536))) == [0x12, 0x00, 0x01, 0x00, 0x00])
        #expect(try bytes(PlistInteger(Int64(1) << 32)) == [0x13, 0, 0, 0, 1, 0, 0, 0, 0])
        #expect(try bytes(PlistInteger(Int64(-1))) == [0x13] + [UInt8](repeating: 0xFF, count: 8))
        #expect(try bytes(PlistInteger(UInt64(1) << 63)) == [0x14] + [UInt8](repeating: 0, count: 8) + [0x80, 0, 0, 0, 0, 0, 0, 0])
    }

    @Test func stringsDatesAndCounts() throws {
        func object(_ value: PlistValue) throws -> [UInt8] {
            let file = try BinaryPlistWriter.data(value)
            return Array(file[8..<(file.count - 32 - 1)])
        }
        #expect(try object(.string("")) == [0x50])
        #expect(try object(.string("é")) == [0x61, 0x00, 0xE9])
        #expect(try object(.string("😀")) == [0x62, 0xD8, 0x3D, 0xDE, 0x00])
        #expect(try object(.string(String(repeating: "a", count: 15))) == [0x5F, 0x10, 0x0F] + Array(repeating: 0x61, count: 15))
        #expect(try object(.date(PlistDate(year: 2001))) == [0x33, 0, 0, 0, 0, 0, 0, 0, 0])
        #expect(try object(.real(1)) == [0x23, 0x3F, 0xF0, 0, 0, 0, 0, 0, 0])
        #expect(try object(.bool(true)) == [0x09])
    }

    @Test func equalLeavesAreWrittenOnceAndContainersNever() throws {
        let x = PlistNode(.string("x"))
        let one = PlistNode(.integer(PlistInteger(Int64(1))))
        let value = PlistValue.array([x, x, one, PlistNode(.real(1)), PlistNode(.bool(true)), PlistNode(.array([])),
                                      PlistNode(.array([])), PlistNode(.string("e\u{301}")), PlistNode(.string("\u{E9}"))])
        let file = try BinaryPlistWriter.data(value)
        // array, "x", 1, 1.0, true, [], [], two distinct strings (canonically equal, not the same units)
        #expect(file[file.count - 17] == 9)
        #expect(Self.read(file).root?.value == value)
        guard case .array(let items) = Self.read(file).root?.value else { return }
        #expect(items[7].location != items[8].location)
    }

    @Test func referencesWidenPast255Objects() throws {
        let value = PlistValue.array((0..<300).map { PlistNode(.integer(PlistInteger(Int64($0)))) })
        let file = try BinaryPlistWriter.data(value)
        #expect(file[file.count - 25] == 2) // object references
        #expect(file[file.count - 26] == 2) // offsets
        #expect(Self.read(file).root?.value == value)
    }

    @Test func refusesWhatXMLCannotCarry() {
        let bad = PlistValue.dictionary(PlistDictionary([.init(key: "a\u{1}", value: PlistNode(.string("x")))]))
        #expect(throws: PlistWriter.Failure.unrepresentableCharacter(1, in: "a\u{1}")) { try BinaryPlistWriter.data(bad) }
        #expect(throws: PlistWriter.Failure.unrepresentableCharacter(0xFFFE, in: "\u{FFFE}")) {
            try BinaryPlistWriter.data(.array([PlistNode(.string("\u{FFFE}"))]))
        }
    }

    /// What settingsc writes reads back equal in Python's plistlib: each written file is
    /// loaded next to the XML `PlistWriter` writes for the same value, and the two must be equal.
    @Test func plistlibReadsWhatIsWritten() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bplist-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var values = Self.fixtures
        // Not NaN: it is not equal to itself in Python either. Not "1999-12Z": plistlib cannot read a
        // date without a day (datetime(1999, 12) raises).
        guard case .dictionary(var everything) = PlistWriterTests.everything else { return }
        everything.remove("nan")
        // Not a leading U+FEFF: CoreFoundation drops one (the XML writer adds one for it), plistlib keeps it.
        everything.remove("\u{FEFF}mark")
        everything.set("month", to: PlistNode(.date(PlistDate(year: 1999, month: 12))))
        values.append(("everything", .dictionary(everything)))
        for (name, value) in values {
            try Data(try BinaryPlistWriter.data(value)).write(to: directory.appendingPathComponent(name + ".bplist"))
            try Data(try PlistWriter.document(value).utf8).write(to: directory.appendingPathComponent(name + ".xml"))
        }
        let script = """
        import glob, plistlib, sys
        bad = []
        for path in sorted(glob.glob(sys.argv[1] + "/*.bplist")):
            with open(path, "rb") as f: binary = plistlib.loads(f.read(), fmt=plistlib.FMT_BINARY)
            with open(path[:-7] + ".xml", "rb") as f: xml = plistlib.loads(f.read(), fmt=plistlib.FMT_XML)
            if binary != xml: bad.append(path)
        print(len(bad), "differ:", bad)
        sys.exit(1 if bad else 0)
        """
        let (status, output) = try run("/usr/bin/env", ["python3", "-c", script, directory.path])
        #expect(status == 0, "\(output)")

        // The toolchain's plutil, where there is one.
        guard let plutil = ["/usr/bin/plutil", "/opt/swift/usr/bin/plutil"].first(where: {
            FileManager.default.isExecutableFile(atPath: $0) }) else { return }
        for (name, _) in values {
            let (lint, text) = try run(plutil, ["-lint", directory.appendingPathComponent(name + ".bplist").path])
            #expect(lint == 0, "\(name): \(text)")
        }
    }

    private func run(_ executable: String, _ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
