// settingsc's JSON reader against Foundation's JSONSerialization and against the `.strings` reader whose
// tables a String Catalog replaces. Not part of the package unless asked for:
//
//   SETTINGSC_JSON_BENCH=1 swift build -c release --product settingsc-json-bench --build-path .build-bench
//   .build-bench/release/settingsc-json-bench
//
// Prints medians of 9 runs after a warm-up, and the resident memory each representation of the catalog
// adds (each in a fresh process). The inputs are generated (seeded), so every run reads the same bytes.
import Foundation
import JSON
import SettingsCompiler

/// Resident memory of this process, in KiB: `VmRSS` or `VmHWM` from /proc/self/status.
func residentKiB(_ field: String) -> Int {
    let status = try! String(contentsOfFile: "/proc/self/status", encoding: .utf8)
    let line = status.split(separator: "\n").first { $0.hasPrefix(field + ":") }!
    return Int(line.split(separator: " ").dropFirst().first!)!
}

// `memory KIND FILE`: in a process of its own, how much resident memory reading FILE adds, kept as KIND.
let arguments = CommandLine.arguments
if arguments.count == 4, arguments[1] == "memory" {
    let input = Array(try! Data(contentsOf: URL(fileURLWithPath: arguments[3])))
    let before = residentKiB("VmRSS")
    let kept: Any
    switch arguments[2] {
    case "flat": kept = JSONReader.parse(input)
    case "tree": kept = Node(JSONReader.parse(input))
    default: kept = try! JSONSerialization.jsonObject(with: Data(input))
    }
    withExtendedLifetime(kept) {
        print("\(arguments[2]): +\(residentKiB("VmRSS") - before) KiB resident, peak +\(residentKiB("VmHWM") - before) KiB")
    }
    exit(0)
}

// `once KIND DIRECTORY`: reads the inputs a normal run left in DIRECTORY and parses them once as KIND
// (`none` only reads them), for counting instructions free of the machine's load:
//   valgrind --tool=callgrind --callgrind-out-file=/dev/null settingsc-json-bench once json DIRECTORY
// and the same with `none`, whose count is then subtracted.
if arguments.count == 4, arguments[1] == "once" {
    let directory = URL(fileURLWithPath: arguments[3])
    let names = try! FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    let catalog = Array(try! Data(contentsOf: directory.appendingPathComponent("catalog.json")))
    let tables = names.filter { $0.hasSuffix(".strings") }.map { Array(try! Data(contentsOf: directory.appendingPathComponent($0))) }
    switch arguments[2] {
    case "json": precondition(!JSONReader.parse(catalog).hasErrors)
    case "tree": _ = Node(JSONReader.parse(catalog))
    case "foundation": _ = try! JSONSerialization.jsonObject(with: Data(catalog))
    case "strings": for table in tables { precondition(!StringsParser.parse(table, name: "t.strings").hasErrors) }
    default: precondition(catalog.count + tables.count > 0)
    }
    exit(0)
}

let languages = ["ar", "ca", "cs", "da", "de", "el", "es", "fi", "fr", "he", "hi", "hr", "hu", "id", "it",
                 "ja", "ko", "ms", "nb", "nl", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "sv", "th", "uk", "zh-Hans"]
/// Words of each script, so that translations are as long and as non-ASCII as real ones.
let words: [String: [String]] = [
    "latin": ["Einstellungen", "automatique", "verrouillage", "écran", "Größe", "año", "sincronización", "över", "ważne"],
    "ja": ["自動", "ロック", "設定", "画面", "表示", "通知"], "zh-Hans": ["自动", "锁定", "设置", "屏幕", "显示"],
    "ko": ["자동", "잠금", "설정", "화면"], "ru": ["Настройки", "экран", "блокировка"], "uk": ["Налаштування", "екран"],
    "el": ["Ρυθμίσεις", "οθόνη"], "ar": ["الإعدادات", "الشاشة"], "he": ["הגדרות", "מסך"], "th": ["การตั้งค่า", "หน้าจอ"],
    "hi": ["सेटिंग्स", "स्क्रीन"],
]

nonisolated(unsafe) var random = SplitMix(state: 8259)

func sentence(_ language: String, _ count: Int) -> String {
    let pool = words[language] ?? words["latin"]!
    return (0..<count).map { _ in pool[Int(random.next() % UInt64(pool.count))] }.joined(separator: " ")
}

/// Source texts: "Auto-Lock 17" and the like, unique.
let sources = (0..<2_000).map { "\(sentence("en", 2 + $0 % 4)) \($0)" }

func catalog() -> [UInt8] {
    let style = JSONStyle(indentWidth: 2, spaceBeforeColon: true, spaceAfterColon: true, emptyContainers: .blankLine)
    var writer = JSONWriter(style: style)
    writer.object {
        $0.member("sourceLanguage", "en")
        $0.member("strings") { strings in
            strings.object { entries in
                for (index, source) in sources.enumerated() {
                    entries.member(source) { entry in
                        entry.object { fields in
                            fields.member("comment", "Title of the row \(index) in the Display page")
                            if index % 10 == 0 { fields.member("extractionState", "manual") }
                            fields.member("localizations") { localizations in
                                localizations.object { byLanguage in
                                    for language in languages {
                                        byLanguage.member(language) { unit in
                                            unit.object {
                                                $0.member("stringUnit") {
                                                    $0.object {
                                                        $0.member("state", index % 50 == 0 ? "needs_review" : "translated")
                                                        $0.member("value", sentence(language, 3 + index % 5) + (index % 7 == 0 ? " \"%@\"\n" : ""))
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        $0.member("version", "1.0")
    }
    return writer.bytes
}

/// The same translations as 30 `.strings` tables, as `settingsc catalog compile` writes them.
func stringsTables(from document: JSONDocument) -> [[UInt8]] {
    var tables = [String: String]()
    for member in document.members(of: document.member("strings", of: document.root!)!) {
        let key = document.string(member.key)!
        let comment = document.string(document.member("comment", of: member.value)!)!
        for localization in document.members(of: document.member("localizations", of: member.value)!) {
            let unit = document.member("stringUnit", of: localization.value)!
            let value = document.string(document.member("value", of: unit)!)!
            tables[document.string(localization.key)!, default: ""] += "/* \(comment) */\n\(quoted(key)) = \(quoted(value));\n\n"
        }
    }
    return tables.values.map { Array($0.utf8) }
}

func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        .replacingOccurrences(of: "\n", with: "\\n") + "\""
}

/// Median of 9 timed runs after one warm-up, in milliseconds.
func measure(_ body: () -> Void) -> Double {
    body()
    var times: [Double] = []
    for _ in 0..<9 {
        let start = ContinuousClock.now
        body()
        let elapsed = ContinuousClock.now - start
        times.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15)
    }
    return times.sorted()[4]
}

func report(_ name: String, _ milliseconds: Double, bytes: Int) {
    let rate = Double(bytes) / (milliseconds / 1e3) / 1e6
    print(name.padding(toLength: 58, withPad: " ", startingAt: 0), String(format: "%8.2f ms  %7.1f MB/s", milliseconds, rate))
}

let catalogBytes = catalog()
let parsed = JSONReader.parse(catalogBytes)
precondition(!parsed.hasErrors)
let tables = stringsTables(from: parsed)
let tableBytes = tables.reduce(0) { $0 + $1.count }
print("catalog: \(catalogBytes.count) bytes, \(sources.count) entries × \(languages.count) languages, \(parsed.slotCount) slots "
      + "(\(parsed.slotCount * 24) bytes of slots); .strings: \(tables.count) tables, \(tableBytes) bytes")

report("JSONReader.parse (catalog)", measure { _ = JSONReader.parse(catalogBytes) }, bytes: catalogBytes.count)
report("JSONReader.parse + every translation as Strings", measure {
    let document = JSONReader.parse(catalogBytes)
    var count = 0
    for member in document.members(of: document.member("strings", of: document.root!)!) {
        let key = document.string(member.key)!
        for localization in document.members(of: document.member("localizations", of: member.value)!) {
            let unit = document.member("stringUnit", of: localization.value)!
            let value = document.string(document.member("value", of: unit)!)!
            let state = document.member("state", of: unit).map { document.isString($0, equalTo: "translated") }
            count += key.utf8.count + value.utf8.count + (state == true ? 1 : 0)
        }
    }
    precondition(count > 0)
}, bytes: catalogBytes.count)
report("JSONReader.parse, then a tree of Swift values (Node)", measure { _ = Node(JSONReader.parse(catalogBytes)) },
       bytes: catalogBytes.count)
let data = Data(catalogBytes)
report("JSONSerialization.jsonObject (catalog)", measure { _ = try! JSONSerialization.jsonObject(with: data) }, bytes: catalogBytes.count)
report("StringsParser.parse × \(tables.count) (the tables it replaces)", measure {
    for table in tables { precondition(!StringsParser.parse(table, name: "t.strings").hasErrors) }
}, bytes: tableBytes)
report("JSONWriter, catalog layout (the parsed catalog)", measure {
    _ = JSONWriter.bytes(of: parsed, style: JSONStyle(indentWidth: 2, spaceBeforeColon: true, spaceAfterColon: true))
}, bytes: catalogBytes.count)
report("JSONSerialization.data, prettyPrinted", measure {
    _ = try! JSONSerialization.data(withJSONObject: try! JSONSerialization.jsonObject(with: data), options: [.prettyPrinted])
}, bytes: catalogBytes.count)

// Memory, each representation in a fresh process (the input itself is not counted). The inputs stay in
// the temporary directory for `once`.
let inputs = FileManager.default.temporaryDirectory.appendingPathComponent("settingsc-json-bench")
try! FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: true)
let catalogPath = inputs.appendingPathComponent("catalog.json").path
try! Data(catalogBytes).write(to: URL(fileURLWithPath: catalogPath))
for (index, table) in tables.enumerated() {
    try! Data(table).write(to: inputs.appendingPathComponent("\(index).strings"))
}
for kind in ["flat", "tree", "foundation"] {
    let process = Process()
    let output = Pipe()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["memory", kind, catalogPath]
    process.standardOutput = output
    try! process.run()
    process.waitUntilExit()
    print("memory of the catalog kept as " + String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self),
          terminator: "")
}

// An LSP server's traffic: many small messages.
let message = Array(#"{"jsonrpc":"2.0","id":42,"method":"textDocument/completion","params":{"textDocument":{"uri":"file:///Users/me/App/Settings.bundle/Root.plist"},"position":{"line":12,"character":24},"context":{"triggerKind":1}}}"#.utf8)
let messageData = Data(message)
let count = 100_000
report("JSONReader.parse × \(count) LSP messages (\(message.count) bytes)", measure {
    for _ in 0..<count { precondition(JSONReader.parse(message).problems.isEmpty) }
}, bytes: message.count * count)
report("JSONSerialization × \(count) LSP messages", measure {
    for _ in 0..<count { _ = try! JSONSerialization.jsonObject(with: messageData) }
}, bytes: message.count * count)
report("JSONWriter × \(count) LSP responses", measure {
    for index in 0..<count {
        var writer = JSONWriter()
        writer.object {
            $0.member("jsonrpc", "2.0")
            $0.member("id", index)
            $0.member("result") { $0.array { $0.object { $0.member("label", "PSToggleSwitchSpecifier"); $0.member("kind", 12) } } }
        }
        precondition(writer.isComplete)
    }
}, bytes: 100 * count)

/// The tree the flat slots were measured against: one Swift value per JSON value, a `String` per key
/// and string, an array per container.
indirect enum Node {
    case null, bool(Bool), int(Int), double(Double), string(String), array([Node]), object([(String, Node)])

    init(_ document: JSONDocument) { self.init(document.root!, document) }

    init(_ value: JSONValue, _ document: JSONDocument) {
        switch document.kind(value) {
        case .null: self = .null
        case .bool: self = .bool(document.bool(value)!)
        case .number: self = document.int(value).map(Node.int) ?? .double(document.double(value)!)
        case .string: self = .string(document.string(value)!)
        case .array: self = .array(document.items(of: value).map { Node($0, document) })
        case .object: self = .object(document.members(of: value).map { (document.string($0.key)!, Node($0.value, document)) })
        }
    }
}

/// SplitMix64: the same inputs on every run.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
