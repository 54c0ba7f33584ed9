extension CatalogKeyOrder {
    /// The character sets CoreFoundation's localized comparison widens its ranges by (`CatalogKeyOrder`):
    /// marks and punctuation before a difference, words after it. General categories from the standard
    /// library's Unicode data stand in for CoreFoundation's bitmaps of the same categories.
    enum CharacterClass {
        /// Letters, marks and numbers (`L*`, `M*`, `N*`).
        static func isAlphanumeric(_ value: UInt32) -> Bool {
            guard let scalar = Unicode.Scalar(value) else { return false }
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber: return true
            default: return false
            }
        }

        /// Marks (`M*`): what a base character carries.
        static func isNonBase(_ value: UInt32) -> Bool {
            guard let scalar = Unicode.Scalar(value) else { return false }
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: return true
            default: return false
            }
        }

        /// Punctuation (`P*`).
        static func isPunctuation(_ value: UInt32) -> Bool {
            guard let scalar = Unicode.Scalar(value) else { return false }
            switch scalar.properties.generalCategory {
            case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
                 .finalPunctuation, .otherPunctuation: return true
            default: return false
            }
        }

        /// Controls and format characters (`Cc`, `Cf`).
        static func isControl(_ value: UInt32) -> Bool {
            guard let scalar = Unicode.Scalar(value) else { return false }
            switch scalar.properties.generalCategory {
            case .control, .format: return true
            default: return false
            }
        }

        /// CJK punctuation through Hangul's start: never part of a word (each character is one).
        static func isCJK(_ unit: UInt32) -> Bool { unit >= 0x2E80 && unit < 0xAC00 }

        /// Where a localized comparison starting at `location` really starts: moved back over marks and
        /// punctuation, which collate with what they follow.
        static func extendBackward(_ text: inout InlineBuffer, from location: Int) -> Int {
            var location = location
            while location > 0 {
                let unit = text.unit(at: location)
                let before = unit >= 0xDC00 && unit <= 0xDFFF ? text.unit(at: location - 1) : 0
                if before >= 0xD800 && before <= 0xDBFF {
                    let scalar = 0x10000 + (before - 0xD800) << 10 + (unit - 0xDC00)
                    if scalar >> 16 > 1 || (!isNonBase(scalar) && !isPunctuation(scalar)) { break }
                    location -= 2
                } else {
                    if (!isNonBase(unit) && !isPunctuation(unit)) || isCJK(unit) { break }
                    location -= 1
                }
            }
            return max(location, 0)
        }

        /// The end of the word at `location`: past letters, marks, numbers, punctuation and controls, and the
        /// first character that is none of them (a space, a symbol), which ends it.
        static func extendForward(_ text: inout InlineBuffer, from location: Int) -> Int {
            var location = location
            repeat {
                let unit = text.unit(at: location)
                let low = unit >= 0xD800 && unit <= 0xDBFF ? text.unit(at: location + 1) : 0
                if low >= 0xDC00 && low <= 0xDFFF {
                    let scalar = 0x10000 + (unit - 0xD800) << 10 + (low - 0xDC00)
                    location += 2
                    if !isAlphanumeric(scalar) && !isPunctuation(scalar) && !isControl(scalar) { break }
                } else {
                    location += 1
                    if (!isAlphanumeric(unit) && !isPunctuation(unit) && !isControl(unit)) || isCJK(unit) { break }
                }
            } while location < text.count
            return location
        }
    }
}
