// What a Swift developer would write: Foundation's PropertyListSerialization on each file.
import Foundation

var status: Int32 = 0
for path in CommandLine.arguments.dropFirst() {
    do {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let value = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        // A cell-style definition is an array, a bundle page a dictionary.
        if !(value is [Any]) && !(value is [String: Any]) { status = 1 }
    } catch {
        FileHandle.standardError.write(Data("\(path): \(error)\n".utf8))
        status = 1
    }
}
exit(status)
