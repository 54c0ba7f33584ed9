import Foundation
import TestSupport
@testable import SettingsCompiler
import Testing

/// `CatalogKeyOrder` against the comparison it reproduces: Foundation's `JSONSerialization` with
/// `.sortedKeys` (what Xcode writes String Catalogs with), on keys generated from the characters settings
/// texts are made of, and on the adjacent keys of real catalogs quoted in docs/string-catalogs.md.
@Suite("Foundation's key order")
struct CatalogKeyOrderTests {
    /// Foundation's comparison, exactly as corelibs' `JSONSerialization.serializeDictionary` calls it.
    static func foundation(_ a: String, _ b: String) -> Int {
        switch a.compare(b, options: [.numeric, .caseInsensitive, .forcedOrdering], range: a.startIndex..<a.endIndex,
                         locale: NSLocale.system) {
        case .orderedAscending: -1
        case .orderedSame: 0
        case .orderedDescending: 1
        }
    }

    /// Whether `key` has a digit that is not ASCII next to another digit (`7１`, `66²`, `0①`).
    static func mixesDigits(_ key: String) -> Bool {
        let scalars = Array(key.unicodeScalars)
        func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.numericType != nil }
        return scalars.indices.dropFirst().contains { index in
            isDigit(scalars[index - 1]) && isDigit(scalars[index])
                && (!scalars[index - 1].isASCII || !scalars[index].isASCII)
        }
    }

    /// A key with its non-ASCII characters as code points, so that composed and decomposed forms show.
    static func spelled(_ key: String) -> String {
        "\"" + key.unicodeScalars.map { $0.isASCII ? String($0) : "\\u{\(String($0.value, radix: 16, uppercase: true))}" }.joined() + "\""
    }

    /// Adjacent keys (first < second) of catalogs Xcode wrote, and the orders the research found.
    static let evidence: [(String, String)] = [
        ("Water low", "Water Low"), ("Radial menu", "Radial Menu"), ("Custom Tile Size", "CUSTOM TILE SIZE"),
        ("Accessibility access", "Accessibility Request: Content"), ("zh-Hans", "zh-Hant"), ("zh-Hant", "zh-HK"),
        ("Locked icon message 9", "Locked icon message 10"), ("X2", "x16"), ("", "  ⸱  "), ("  ⸱  ", "#%@"),
        ("#%@", "%@"), ("%@", "%lld. "), ("%lld. ", "• [EmojiText]"), ("• [EmojiText]", "accessibility"),
        ("+", "${toggle} Emoji Search"), ("✨ Upscale", "0"), ("0", "90"), ("90", "About"),
        ("We’ll be back", "We've misplaced"), ("…More", "(None)"), ("about", "About"), ("About", "Åland"),
        ("Åland", "Example Corp"), ("Level 2", "Level 10"), ("Sign In", "Über"), ("Über", "Version"),
        ("de", "en-GB"), ("es", "es-419"), ("pt-BR", "pt-PT"), ("appletv", "applevision"), ("ipad", "iphone"),
        ("few", "many"), ("one", "other"), ("other", "two"), ("two", "zero"),
    ]

    @Test func realCatalogs() {
        let order = CatalogKeyOrder()
        for (first, second) in Self.evidence {
            #expect(Self.foundation(first, second) == -1, "Foundation: \(first.debugDescription) < \(second.debugDescription)")
            #expect(order.compare(Array(first.utf16), Array(second.utf16)) == -1,
                    "\(first.debugDescription) < \(second.debugDescription)")
            #expect(order.compare(Array(second.utf16), Array(first.utf16)) == 1)
        }
    }

    /// Random pairs of generated keys, and pairs that differ in one character: the same sign as Foundation.
    @Test(arguments: KeyGenerator.Kind.allCases)
    func generatedPairs(_ kind: KeyGenerator.Kind) {
        var generator = KeyGenerator(seed: 0x5EED + UInt64(KeyGenerator.Kind.allCases.firstIndex(of: kind)!), kind: kind)
        let order = CatalogKeyOrder()
        var mismatches: [String] = []
        var mixedDigits = 0
        var readPastBuffer = 0
        var arbitraryDiffering = 0
        var compared = 0
        // SETTINGSC_KEY_ORDER_PAIRS raises the count for a measurement (docs/string-catalogs.md).
        let pairs = ProcessInfo.processInfo.environment["SETTINGSC_KEY_ORDER_PAIRS"].flatMap(Int.init) ?? 4_000
        for _ in 0..<pairs {
            var first = generator.key()
            let second: String
            switch Int.random(in: 0..<3, using: &generator.random) {
            case 0: second = generator.key()
            case 1: second = generator.variant(of: first)
            default: (first, second) = generator.lookalikes(in: first)
            }
            compared += 1
            let expected = Self.foundation(first, second)
            let (found, arbitrary) = order.comparison(Array(first.utf16), Array(second.utf16))
            if arbitrary {
                // CoreFoundation read past its buffer: its order depends on a memory address.
                readPastBuffer += 1
                if expected != found { arbitraryDiffering += 1 }
                continue
            }
            if expected != found {
                // ICU 72 (what settingsc links on Debian 12) compares a digit run that mixes ASCII and
                // other digits ("7１59") as two numbers, ICU 76 as one: a documented difference.
                if Self.mixesDigits(first) || Self.mixesDigits(second) {
                    mixedDigits += 1
                    continue
                }
                mismatches.append("\(Self.spelled(first)) vs \(Self.spelled(second)): Foundation \(expected), ours \(found)")
            }
        }
        print("\(kind.rawValue): of \(compared) pairs, \(mixedDigits) differ in mixed-script digit runs, "
            + "\(readPastBuffer) left out (Foundation reads past its buffer; \(arbitraryDiffering) of them ordered otherwise)")
        #expect(mismatches.isEmpty, Comment(rawValue: "\(mismatches.count) of \(compared) pairs differ:\n"
            + mismatches.prefix(30).joined(separator: "\n")))
    }
}

/// Keys made of the characters settings texts are made of, from a seed.
struct KeyGenerator {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        /// ASCII letters, digits, spaces and punctuation.
        case ascii
        /// Words, titles and sentences as pages hold them, with numbers, case changes and punctuation.
        case words
        /// Latin letters with diacritics, typographic punctuation and symbols, some decomposed.
        case latin
        /// Greek, Cyrillic, Hebrew, Arabic, kana, Han, Hangul, fullwidth forms, emoji.
        case scripts
        /// Everything above mixed.
        case mixed
        /// Footers: sentences longer than the 64 characters CoreFoundation compares at once.
        case long

        var testDescription: String { rawValue }
    }

    var random: SplitMix64
    let kind: Kind

    init(seed: UInt64, kind: Kind) {
        random = SplitMix64(seed: seed)
        self.kind = kind
    }

    static let ascii: [String] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 !\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".map(String.init)
    static let latin: [String] = characters("àáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞßĀāĂăĄąĆćČčĎďĐđĒēĘęĚěĞğĪīİıŁłŃńŇňŌōŐőŒœŘřŚśŞşŠšŢţŤťŪūŮůŰűŸŹźŻżŽžǅǆẞ")
        + characters("’‘“”„…–—•·«»‹›©®™°€£¥§¶¿¡\u{00A0}‑→←✓★±×÷µ")
        + ["e\u{0301}", "a\u{0308}", "o\u{0302}", "\u{0301}", "n\u{0303}"]
    static let scripts: [String] = characters("αβγδεζηθικλμνξοπρσςτυφχψωΑΒΓΔΕΆάέήίόύώϊΐабвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВГДЕЁЖЗИЙЯїієґ")
        + characters("אבגדהוזחטיךכלםמןנסעףפץצקרשתابتثجحخدذرزسشصضطظعغفقكلمنهوي")
        + characters("あいうえおかがきぎくけこさしすせそたちっつてとなにぬねのはばぱひふへほまみむめもゃやゅゆょよらりるれろわをんアイウエオカガキクケコサシスセソタチッツテトナニヌネノハバパヒフヘホマミムメモャヤュユョヨラリルレロワヲンー")
        + characters("一二三人日月年大中小上下本時分設定通知言語表示音声画面自動保存削除更新")
        + characters("가나다라마바사아자차카타파하한국어설정알림소리화면자동저장삭제")
        + characters("ＡＢＣａｂｃ０１２！？（）、。「」")
        + ["😀", "🎉", "✨", "👍", "👍🏽", "🇩🇪", "❤️", "⚙️", "🔔"]
    static func characters(_ text: String) -> [String] { text.map(String.init) }

    static let words = ["Sound", "sound", "SOUND", "Dark Mode", "Dark mode", "Auto-Lock", "Wi-Fi", "Wi‑Fi", "Level",
                        "Version", "version", "About", "about", "Über", "uber", "Privacy", "Display & Brightness",
                        "Notifications", "Cellular Data", "Reset", "Clear Cache", "Sign In", "Sign-in", "Sign in",
                        "%@", "%d items", "%lld", "Item", "item", "Items", "v1.2", "v1.10", "1.0", "(None)", "None",
                        "…", "...", "— Default —", "Default", "Défaut", "e-mail", "email", "E-Mail", "iCloud", "ICLOUD",
                        "x", "X", "x2", "X10", "2x", "10x", "A", "a", "_private", "$price", "#tag", "@user", "1st", "2nd"]

    mutating func key() -> String {
        switch kind {
        case .ascii: return text(from: Self.ascii, length: Int.random(in: 0...10, using: &random))
        case .words: return sentence()
        case .latin: return text(from: Self.ascii + Self.latin, length: Int.random(in: 0...10, using: &random))
        case .scripts: return text(from: Self.scripts + [" ", "-", "1", "2", "10"], length: Int.random(in: 0...8, using: &random))
        case .long:
            return (0..<Int.random(in: 4...9, using: &random)).map { _ in sentence() }.joined(separator: " ")
        case .mixed:
            let pool = Self.ascii + Self.latin + Self.scripts
            return Bool.random(using: &random) ? sentence() : text(from: pool, length: Int.random(in: 0...10, using: &random))
        }
    }

    /// `key` with one character changed, inserted or removed: the neighbours where orders are subtle.
    mutating func variant(of key: String) -> String {
        var characters = Array(key).map(String.init)
        let pool: [String]
        switch kind {
        case .ascii, .words: pool = Self.ascii
        case .latin: pool = Self.ascii + Self.latin
        case .scripts, .mixed, .long: pool = Self.ascii + Self.latin + Self.scripts
        }
        let index = characters.isEmpty ? 0 : Int.random(in: 0..<characters.count, using: &random)
        switch Int.random(in: 0..<5, using: &random) {
        case 0 where !characters.isEmpty:
            let character = characters[index]
            characters[index] = character == character.lowercased() ? character.uppercased() : character.lowercased()
        case 1 where !characters.isEmpty: characters[index] = pool.randomElement(using: &random)!
        case 2 where !characters.isEmpty: characters.remove(at: index)
        case 3: characters.insert(String(Int.random(in: 0...120, using: &random)), at: index)
        default: characters.insert(pool.randomElement(using: &random)!, at: index)
        }
        return characters.joined()
    }

    /// Characters that collate alike at the primary level, or nearly: quotes, dashes, spaces, letters with
    /// diacritics, case and width, ligatures and digits.
    static let lookalikes: [[String]] = [
        ["'", "’", "‘", "‚", "‛", "＇", "׳", "`", "´"], ["\"", "“", "”", "„", "‟", "＂", "«", "»", "〝"],
        ["-", "‐", "‑", "–", "—", "−", "_", "－"], [" ", "\u{00A0}", "\u{2009}", "\u{3000}", "\t", ""],
        ["a", "á", "à", "ä", "â", "å", "ā", "A", "Á", "Ä", "Å", "ａ", "Ａ", "a\u{0308}", "ª"],
        ["e", "é", "è", "ê", "ë", "E", "É", "È", "e\u{0301}", "ɛ"], ["o", "ö", "ø", "ô", "ó", "O", "Ö", "Ø", "œ", "Œ", "º"],
        ["ss", "ß", "ẞ", "SS", "s", "ſ", "Ss"], [".", "…", "·", "•", "。", "‥", "..."], ["fi", "ﬁ", "FI", "ﬀ", "ff"],
        ["1", "¹", "①", "１", "一", "01", "001", "I", "l"], ["i", "ı", "İ", "I", "í", "ï", "i\u{0307}"],
        ["c", "ç", "č", "C", "Ç", "ć"], ["u", "ü", "ú", "U", "Ü", "µ", "μ"], ["n", "ñ", "N", "Ñ", "ŉ", "ń"],
        ["あ", "ア", "ｱ", "ぁ", "ァ"], ["か", "が", "カ", "ガ", "ｶ"], ["е", "ё", "Е", "Ё", "e", "є"], ["σ", "ς", "Σ", "s"],
        ["😀", "😃", "☺️", "🙂", ":)"], ["👍", "👍🏽", "👍🏻"], ["&", "＆", "and", "+"], ["%", "％", "‰", "%@", "%d", "%lld"],
        ["2", "²", "２", "02", "10", "2.0", "2,0", "٢"],
    ]

    /// Two keys that differ only where a character was replaced by two of its lookalikes.
    mutating func lookalikes(in key: String) -> (String, String) {
        var characters = Array(key).map(String.init)
        let group = Self.lookalikes.randomElement(using: &random)!
        let index = Int.random(in: 0...characters.count, using: &random)
        let first = group.randomElement(using: &random)!, second = group.randomElement(using: &random)!
        if index < characters.count && Bool.random(using: &random) {
            characters[index] = first
            let a = characters.joined()
            characters[index] = second
            return (a, characters.joined())
        }
        characters.insert(first, at: index)
        let a = characters.joined()
        characters[index] = second
        return (a, characters.joined())
    }

    private mutating func text(from pool: [String], length: Int) -> String {
        (0..<length).map { _ in pool.randomElement(using: &random)! }.joined()
    }

    private mutating func sentence() -> String {
        var parts: [String] = []
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            switch Int.random(in: 0..<6, using: &random) {
            case 0: parts.append(String(Int.random(in: 0...2_000, using: &random)))
            case 1: parts.append(Self.words.randomElement(using: &random)!.uppercased())
            default: parts.append(Self.words.randomElement(using: &random)!)
            }
        }
        let separators = [" ", " ", " ", "", "-", ": ", ", ", ".", " / ", " (", "’s "]
        var result = parts[0]
        for part in parts.dropFirst() { result += separators.randomElement(using: &random)! + part }
        return result
    }
}

