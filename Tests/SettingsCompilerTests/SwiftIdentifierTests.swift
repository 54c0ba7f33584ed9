import PropertyList
import SettingsCompiler
import Testing

/// The names promised to app code: keys in lowerCamelCase, enums capitalised, keywords escaped.
@Suite("Swift identifiers")
struct SwiftIdentifierTests {
    @Test(arguments: ["autoplay_enabled", "autoplay-enabled", "AutoplayEnabled", "autoplayEnabled", "AUTOPLAY_ENABLED",
                      "autoplay enabled", "__autoplay--enabled__", "autoplay\t_ enabled"])
    func theSpecExamplesAndTheirVariantsAllBecomeAutoplayEnabled(_ key: String) {
        #expect(SwiftIdentifier.lowerCamelCase(key) == "autoplayEnabled")
    }

    @Test func otherCharactersAreDroppedNotSplitAt() {
        #expect(SwiftIdentifier.lowerCamelCase("sync.ratio!") == "syncratio")
        #expect(SwiftIdentifier.lowerCamelCase("com.example/flag") == "comexampleflag")
        #expect(SwiftIdentifier.lowerCamelCase("dark😀mode") == "darkmode")
        #expect(SwiftIdentifier.lowerCamelCase("a\u{202E}b\u{200B}c") == "abc", "invisible characters are not letters")
        #expect(SwiftIdentifier.lowerCamelCase("٣d") == "d", "only ASCII digits")
    }

    @Test func lettersOfEveryScriptAreKept() {
        #expect(SwiftIdentifier.lowerCamelCase("Über_mich") == "überMich")
        #expect(SwiftIdentifier.lowerCamelCase("Étape suivante") == "étapeSuivante")
        #expect(SwiftIdentifier.lowerCamelCase("자동 로그인") == "자동로그인")
        #expect(SwiftIdentifier.lowerCamelCase("자동_login") == "자동Login")
        #expect(SwiftIdentifier.lowerCamelCase("straße") == "straße")
        #expect(SwiftIdentifier.lowerCamelCase("e\u{301}cole") == "e\u{301}cole", "combining marks stay with their letter")
        #expect(SwiftIdentifier.lowerCamelCase("\u{301}x") == "x", "no name starts with a combining mark")
    }

    @Test func aLeadingDigitGetsAnUnderscore() {
        #expect(SwiftIdentifier.lowerCamelCase("2fa_required") == "_2faRequired")
        #expect(SwiftIdentifier.lowerCamelCase("10") == "_10")
        #expect(SwiftIdentifier.lowerCamelCase("-3d-touch") == "_3dTouch")
        #expect(SwiftIdentifier.lowerCamelCase("skip_10") == "skip10")
    }

    @Test func leadingAcronymsAreLowercasedAsSwiftDoes() {
        #expect(SwiftIdentifier.lowerCamelCase("URLScheme") == "urlScheme")
        #expect(SwiftIdentifier.lowerCamelCase("URL") == "url")
        #expect(SwiftIdentifier.lowerCamelCase("feedMirrorURL") == "feedMirrorURL")
        #expect(SwiftIdentifier.lowerCamelCase("cacheLimitMB") == "cacheLimitMB")
        #expect(SwiftIdentifier.lowerCamelCase("video_quality_HD") == "videoQualityHD")
        #expect(SwiftIdentifier.lowerCamelCase("MAX_RETRIES") == "maxRetries")
    }

    @Test func aKeyWithoutALetterOrDigitHasNoName() {
        for key in ["", "_", "--", "   ", "!?", "😀", "\u{202E}", "_-_", "\u{301}"] {
            #expect(SwiftIdentifier.lowerCamelCase(key) == nil, "\(key)")
        }
    }

    @Test func keywordsAreWrittenInBackticksAndNothingElseIs() {
        for keyword in ["class", "default", "self", "Self", "init", "repeat", "in", "Any", "true", "await", "throws"] {
            #expect(SwiftIdentifier.escaped(keyword) == "`\(keyword)`")
        }
        for word in ["autoplayEnabled", "open", "get", "set", "none", "type", "async", "some", "_10"] {
            #expect(SwiftIdentifier.escaped(word) == word)
        }
        #expect(SwiftIdentifier.lowerCamelCase("class") == "class", "names are bare; escaping is the writer's")
    }

    @Test func enumNamesAreThePropertyCapitalised() {
        #expect(SwiftIdentifier.capitalized("videoQuality") == "VideoQuality")
        #expect(SwiftIdentifier.capitalized("class") == "Class")
        #expect(SwiftIdentifier.capitalized("_2fa") == "_2fa")
    }

    @Test func typeNamesMustBePlainIdentifiers() {
        for name in ["AppSettings", "_Settings", "S2", "settings"] {
            #expect(SwiftIdentifier.isPlainIdentifier(name), "\(name)")
        }
        for name in ["", "_", "2Settings", "App Settings", "App-Settings", "class", "Self", "설정", "App.Settings"] {
            #expect(!SwiftIdentifier.isPlainIdentifier(name), "\(name)")
        }
    }
}
