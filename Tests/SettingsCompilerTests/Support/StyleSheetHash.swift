import PropertyList
import Foundation

/// The base64 SHA-256 of a text as a Content-Security-Policy names it (`'sha256-…'`), computed with
/// the system's `sha256sum`, independently of settingsc.
enum StyleSheetHash {
    static func of(_ text: some StringProtocol) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("css-\(UUID().uuidString)")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sha256sum", file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        process.waitUntilExit()
        let hex = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).prefix(64)
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            bytes.append(UInt8(hex[index..<next], radix: 16)!)
            index = next
        }
        return Data(bytes).base64EncodedString()
    }
}
