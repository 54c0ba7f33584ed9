import Foundation
import PropertyList
import SettingsCompiler
import Testing

@Suite("Plist writer")
struct PlistWriterTests {
    static let everything: PlistValue = .dictionary(PlistDictionary([
        .init(key: "string", value: PlistNode(.string("a & b <c> \"d\" 'e' 한글 😀\ttab\nnewline\rCR"))),
        .init(key: "empty", value: PlistNode(.string(""))),
        .init(key: "spaces", value: PlistNode(.string("  padded  "))),
        .init(key: "min", value: PlistNode(.integer(PlistInteger(Int64.min)))),
        .init(key: "max", value: PlistNode(.integer(PlistInteger(UInt64.max)))),
        .init(key: "zero", value: PlistNode(.integer(PlistInteger(Int64(0))))),
        .init(key: "real", value: PlistNode(.real(-0.1))),
        .init(key: "tiny", value: PlistNode(.real(.leastNonzeroMagnitude))),
        .init(key: "nan", value: PlistNode(.real(.nan))),
        .init(key: "inf", value: PlistNode(.real(-.infinity))),
        .init(key: "yes", value: PlistNode(.bool(true))),
        .init(key: "no", value: PlistNode(.bool(false))),
        .init(key: "date", value: PlistNode(.date(PlistDate(year: 2024, month: 2, day: 29, hour: 23, minute: 59, second: 58)))),
        .init(key: "month", value: PlistNode(.date(PlistDate(year: 1999, month: 12)))),
        .init(key: "data", value: PlistNode(.data((0..<300).map { UInt8($0 % 256) }))),
        .init(key: "nodata", value: PlistNode(.data([]))),
        .init(key: "array", value: PlistNode(.array([PlistNode(.integer(PlistInteger(Int64(1)))), PlistNode(.array([])),
                                                     PlistNode(.dictionary(PlistDictionary()))]))),
        .init(key: "key <&> \r with specials", value: PlistNode(.string("v"))),
        .init(key: "\u{FEFF}mark", value: PlistNode(.string("\u{FEFF}\u{FEFF}marked"))),
    ]))

    @Test func roundTripKeepsEveryValue() throws {
        let text = try PlistWriter.document(Self.everything)
        let document = parsePlist(text)
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics.map(\.message))")
        #expect(document.root?.value == Self.everything)
    }

    /// A date typed short in the shell (`1999-12`) is written with all six fields: the device's parser
    /// refuses a shorter `<date>`.
    /// CoreFoundation drops one leading U+FEFF of a string or key (a reference to it too): the writer
    /// puts one more in front, and the device reads the text as it was.
    @Test func aLeadingByteOrderMarkSurvivesCoreFoundation() throws {
        let value: PlistValue = .dictionary(PlistDictionary([
            .init(key: "\u{FEFF}k", value: PlistNode(.string("\u{FEFF}abc"))),
        ]))
        let text = try PlistWriter.document(value)
        #expect(text.contains("<key>&#xFEFF;\u{FEFF}k</key>"))
        let read = try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: String]
        #expect(read == ["\u{FEFF}k": "\u{FEFF}abc"])
    }

    @Test func aShortDateIsWrittenInFull() throws {
        let text = try PlistWriter.document(.date(PlistDate(year: 1999, month: 12, precision: 2)))
        #expect(text.contains("<date>1999-12-01T00:00:00Z</date>"))
        #expect(parsePlist(text).diagnostics.isEmpty)
    }

    @Test func layoutIsWhatPlistToolsWrite() throws {
        let text = try PlistWriter.document(.dictionary(PlistDictionary([
            .init(key: "wifi", value: PlistNode(.bool(true))),
            .init(key: "a&b", value: PlistNode(.string("x\ry"))),
        ])))
        #expect(text == """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>wifi</key>
        \t<true/>
        \t<key>a&amp;b</key>
        \t<string>x&#13;y</string>
        </dict>
        </plist>

        """)
    }

    @Test(arguments: [0x00, 0x01, 0x08, 0x0B, 0x0C, 0x1F, 0xFFFE, 0xFFFF] as [UInt32])
    func charactersXMLCannotCarryAreRefused(_ value: UInt32) {
        let text = "a" + String(Unicode.Scalar(value)!) + "b"
        #expect(throws: PlistWriter.Failure.unrepresentableCharacter(value, in: text)) {
            try PlistWriter.document(.string(text))
        }
        #expect(throws: PlistWriter.Failure.unrepresentableCharacter(value, in: text)) {
            try PlistWriter.document(.dictionary(PlistDictionary([.init(key: text, value: PlistNode(.bool(true)))])))
        }
    }
}

@Suite("Store location")
struct StoreLocationTests {
    private func resolve(store: String? = nil, domain: String? = nil, definition: String = "App/Settings.plist",
                         _ environment: [String: String]) -> Result<String, StoreLocation.Failure> {
        StoreLocation.resolve(store: store, domain: domain, definition: definition, environment: { environment[$0] })
    }

    @Test func firstRuleThatAppliesWins() {
        let env = ["HOME": "/home/kim", "XDG_CONFIG_HOME": "/xdg", "SETTINGSC_STORE": "/env/store.plist"]
        #expect(resolve(store: "/explicit.plist", domain: "d", env) == .success("/explicit.plist"))
        #expect(resolve(domain: "staging", env) == .success("/xdg/settingsc/staging.plist"))
        #expect(resolve(env) == .success("/env/store.plist"))
        #expect(resolve(["HOME": "/home/kim", "XDG_CONFIG_HOME": "/xdg"]) == .success("/xdg/settingsc/Settings.plist"))
        #expect(resolve(["HOME": "/home/kim"]) == .success("/home/kim/.config/settingsc/Settings.plist"))
    }

    @Test func xdgRules() {
        // A relative XDG_CONFIG_HOME is ignored; an empty SETTINGSC_STORE is as good as unset.
        #expect(resolve(["HOME": "/home/kim", "XDG_CONFIG_HOME": "relative/dir", "SETTINGSC_STORE": ""])
            == .success("/home/kim/.config/settingsc/Settings.plist"))
        #expect(resolve(["XDG_CONFIG_HOME": "/xdg/"]) == .success("/xdg/settingsc/Settings.plist"))
        #expect(resolve(["HOME": "/"]) == .success("/.config/settingsc/Settings.plist"))
        #expect(resolve([:]) == .failure(.noConfigDirectory))
    }

    @Test func domains() {
        #expect(StoreLocation.domainName(of: "App/Settings.plist") == "Settings")
        #expect(StoreLocation.domainName(of: "a.b.plist") == "a.b")
        #expect(StoreLocation.domainName(of: "Settings") == "Settings")
        #expect(StoreLocation.domainName(of: ".hidden") == ".hidden")
        for bad in ["", ".", "..", "a/b", "../x"] {
            #expect(resolve(domain: bad, ["HOME": "/h"]) == .failure(.invalidDomain(bad)))
        }
        #expect(resolve(definition: "-", ["HOME": "/h"]) == .failure(.noDomainForStandardInput))
        #expect(resolve(domain: "d", definition: "-", ["HOME": "/h"]) == .success("/h/.config/settingsc/d.plist"))
    }

    @Test func aBundlesStoreIsNamedAfterTheFolderThatHoldsIt() {
        func name(_ bundle: String, in directory: String? = "/work/MyApp") -> String {
            StoreLocation.domainName(ofBundle: bundle, currentDirectory: directory)
        }
        #expect(name("MyApp/Settings.bundle", in: "/src") == "MyApp")
        #expect(name("/src/MyApp/Settings.bundle/") == "MyApp")
        #expect(name("Settings.bundle") == "MyApp")
        #expect(name(".", in: "/src/MyApp/Settings.bundle") == "MyApp")
        #expect(name("./Settings.bundle/../Settings.bundle") == "MyApp")
        // A page in a folder of the bundle: the enclosing .bundle is the bundle.
        #expect(name("/src/MyApp/Settings.bundle/Licenses") == "MyApp")
        // A bundle folder with another name: the folder above it.
        #expect(name("/src/App/prefs") == "App")
        #expect(name("/Settings.bundle") == "Settings")
        #expect(name("Settings.bundle", in: nil) == "Settings")
        let env = ["HOME": "/h"]
        #expect(StoreLocation.resolve(store: nil, domain: nil, definition: "/src/MyApp/Settings.bundle/Root.plist",
                                      bundle: "/src/MyApp/Settings.bundle", environment: { env[$0] })
            == .success("/h/.config/settingsc/MyApp.plist"))
        // --domain, --store and $SETTINGSC_STORE come first, as for any definition.
        #expect(StoreLocation.resolve(store: nil, domain: "d", definition: "x", bundle: "/a/S.bundle", environment: { env[$0] })
            == .success("/h/.config/settingsc/d.plist"))
        #expect(StoreLocation.resolve(store: nil, domain: nil, definition: "x", bundle: "/a/S.bundle",
                                      environment: { ["SETTINGSC_STORE": "/e.plist"][$0] }) == .success("/e.plist"))
    }
}
