import Diagnostics
import Foundation
import PropertyList

/// Reads one input with CoreFoundation and with settingsc's reader and says whether they disagree in a
/// way docs/input-and-hardening.md does not list as deliberate: CF reads a file settingsc calls an error (for its syntax), CF
/// refuses a file settingsc reads without an error, or both read it into different values.
enum ParityCheck {
    /// What settingsc made of the input.
    struct Reading {
        var errors: [Diagnostic]
        var warnings: [Diagnostic]
        /// The canonical value (`ParityValue`), when there is one.
        var value: String?
    }

    struct Outcome {
        var cf: CoreFoundationOracle.Verdict
        var settingsc: Reading
        /// Why the two disagree; nil when they agree or the difference is deliberate.
        var disagreement: String?
    }

    // MARK: Property lists

    static func plist(_ bytes: [UInt8]) -> Outcome {
        let cf = CoreFoundationOracle.read(bytes)
        let document = PlistReader.parse(bytes, name: "parity.plist", concurrentFrom: nil)
        let reading = Reading(errors: document.diagnostics.filter { $0.severity == .error },
                              warnings: document.diagnostics.filter { $0.severity == .warning },
                              value: document.root.map(ParityValue.canonical))
        return Outcome(cf: cf, settingsc: reading, disagreement: judgePlist(cf, reading))
    }

    /// The deliberate differences (docs/input-and-hardening.md): settingsc is stricter than CF about a document
    /// element that is neither `<plist>` nor a value (old-style text included), nesting past 128,
    /// duplicate keys and binary objects with no XML form.
    static func isDeliberate(_ diagnostic: Diagnostic) -> Bool {
        switch diagnostic.rule.id {
        case Rule.notAPlist.id, Rule.duplicateKey.id: return true
        case Rule.limitExceeded.id: return diagnostic.message.contains("nested more than")
        case Rule.invalidBinaryPlist.id: return diagnostic.message.contains("no XML property list equivalent")
        default: return false
        }
    }

    private static func judgePlist(_ cf: CoreFoundationOracle.Verdict, _ reading: Reading) -> String? {
        switch cf {
        case .refused(let why):
            return reading.errors.isEmpty ? "CF refuses (\(why.prefix(120))), settingsc reads it" : nil
        case .accepted(let value, let oldStyle):
            if oldStyle { return reading.errors.isEmpty ? "CF reads old-style text; settingsc should refuse it" : nil }
            let undeliberate = reading.errors.filter { !isDeliberate($0) }
            if !undeliberate.isEmpty {
                return "CF reads it, settingsc: " + undeliberate.map { "[\($0.rule.id)] \($0.message)" }.joined(separator: "; ")
            }
            if reading.errors.isEmpty, reading.value != value {
                return "values differ: CF \(value.prefix(200)) / settingsc \((reading.value ?? "none").prefix(200))"
            }
            return nil
        }
    }

    // MARK: .strings

    static func strings(_ bytes: [UInt8]) -> Outcome {
        let cf = CoreFoundationOracle.read(bytes)
        let document = StringsParser.parse(bytes, name: "parity.strings")
        let entries = document.table.entries.map { (Array($0.key.unicodeScalars), ParityValue.quoted(Array($0.value.unicodeScalars))) }
        let reading = Reading(errors: document.diagnostics.filter { $0.severity == .error },
                              warnings: document.diagnostics.filter { $0.severity == .warning },
                              value: ParityValue.dictionary(entries))
        // Deliberate: CF refuses a 0-byte table, but the Settings app shows the pages' own texts, as for a
        // table without entries, so settingsc warns.
        let deliberate = bytes.isEmpty && reading.errors.isEmpty && !reading.warnings.isEmpty
        return Outcome(cf: cf, settingsc: reading, disagreement: deliberate ? nil : judgeStrings(cf, reading))
    }

    /// A table CF refuses is an error; one it reads has the same entries in settingsc's table, errors or
    /// not (CF keeps the entries before the first syntax error, silently: settingsc says so as an error,
    /// deliberately, since one missing `;` between entries drops the whole table).
    private static func judgeStrings(_ cf: CoreFoundationOracle.Verdict, _ reading: Reading) -> String? {
        switch cf {
        case .refused(let why):
            return reading.errors.isEmpty ? "CF refuses (\(why.prefix(120))), settingsc reads it" : nil
        case .accepted(let value, _):
            // Not a table of strings (a lone string, arrays, data): settingsc refuses it, deliberately.
            guard value.hasPrefix("{"), !value.contains(": [") && !value.contains(": {") && !value.contains(": data(") else {
                return reading.errors.isEmpty ? "CF reads no table of strings; settingsc should refuse it" : nil
            }
            if reading.value != value {
                return "entries differ: CF \(value.prefix(200)) / settingsc \((reading.value ?? "none").prefix(200))"
            }
            return nil
        }
    }
}
