import Diagnostics
import Platform
import PropertyList

extension Rule {
    /// Under `--profile iask`: a specifier that makes InAppSettingsKit terminate the app.
    public static let inAppSettingsKitCrash = Rule(
        id: "iask-crash", severity: .error,
        summary: "With --profile iask: a specifier that makes InAppSettingsKit terminate the app (a selector it cannot "
            + "call, a text view or date picker without Key, a list group's item it refuses).",
        checkedIn: "InAppSettingsKitCrash.check, from SpecifierDecoder, for pages InAppSettingsKit reads",
        examples: { [
            RuleExample(bundle: [
                "Root.inApp.plist": ExampleText.page(
                    ExampleText.specifier("PSChildPaneSpecifier", "<key>Title</key><string>Help</string>"
                        + "<key>File</key><string>https://example.com/help</string>"
                        + "<key>IASKViewControllerClass</key><string>IASKAppSettingsWebViewController</string>"
                        + "<key>IASKViewControllerSelector</key>↓<string>initWithFile:key:</string>"),
                    "↓" + ExampleText.specifier("IASKTextViewSpecifier", "<key>Title</key><string>Notes</string>"),
                    ExampleText.specifier("IASKListGroupSpecifier", "<key>Key</key><string>servers</string>"
                        + "<key>ItemSpecifier</key><dict><key>Type</key>↓<string>PSToggleSwitchSpecifier</string></dict>")),
                "Root.plist": ExampleText.page(ExampleText.toggle()),
            ], "IASKAppSettingsWebViewController has no initializer 'initWithFile:key:': InAppSettingsKit calls it when "
                + "the row is tapped, and the app terminates; did you mean 'initWithFile:specifier:'?",
               "InAppSettingsKit terminates the app when it shows an IASKTextViewSpecifier without 'Key'",
               "a list group's ItemSpecifier cannot be a PSToggleSwitchSpecifier: InAppSettingsKit asserts, and drops the "
                + "row; it takes PSTitleValueSpecifier, PSChildPaneSpecifier, PSTextFieldSpecifier, PSMultiValueSpecifier, "
                + "IASKButtonSpecifier, IASKCustomViewSpecifier", profiles: ["iask"]),
            RuleExample(silentBundle: [
                "Root.inApp.plist": ExampleText.page(
                    ExampleText.specifier("PSChildPaneSpecifier", "<key>Title</key><string>Help</string>"
                        + "<key>File</key><string>https://example.com/help</string>"
                        + "<key>IASKViewControllerClass</key><string>IASKAppSettingsWebViewController</string>"
                        + "<key>IASKViewControllerSelector</key><string>initWithFile:specifier:</string>"),
                    ExampleText.specifier("IASKTextViewSpecifier", "<key>Key</key><string>notes</string>")),
                "Root.plist": ExampleText.page(ExampleText.toggle()),
            ], profiles: ["iask"]),
        ] })
}

extension Diagnostic {
    static func inAppSettingsKitCrash(_ message: String, at location: SourceLocation, suggestion: String? = nil,
                                      fix: FixIt? = nil) -> Diagnostic {
        Diagnostic(.inAppSettingsKitCrash, message, at: location, suggestion: suggestion, fix: fix)
    }
}

/// What makes InAppSettingsKit terminate the app, checked in one specifier's dictionary (SCHEMA.md §4
/// of the research brief: IASKAppSettingsViewController.m, IASKSpecifier.m at 846b620).
enum InAppSettingsKitCrash {
    /// The one initializer of its web view controller (IASKAppSettingsWebViewController.m).
    static let webViewSelector = "initWithFile:specifier:"

    static func check(type: String, _ dictionary: PlistDictionary, at location: SourceLocation) -> [Diagnostic] {
        var found: [Diagnostic] = []
        func string(_ key: String) -> PlistDictionary.Entry? {
            dictionary.entries.last { entry in
                if System.sameBytes(entry.key, key), case .string = entry.value.value { return true }
                return false
            }
        }
        func text(_ entry: PlistDictionary.Entry) -> String {
            if case .string(let value) = entry.value.value { return value }
            return ""
        }
        // A selector it calls with performSelector:withObject:withObject: (V909-916).
        if let selector = string("IASKViewControllerSelector") {
            let name = text(selector)
            let colons = name.count { $0 == ":" }
            if string("IASKViewControllerClass").map(text) == "IASKAppSettingsWebViewController", name != webViewSelector {
                found.append(.inAppSettingsKitCrash("IASKAppSettingsWebViewController has no initializer \(MessageText.quoted(name)): "
                    + "InAppSettingsKit calls it when the row is tapped, and the app terminates"
                    + MessageText.didYouMean(webViewSelector), at: selector.value.location, suggestion: webViewSelector,
                    fix: .replacing(name, at: selector.value.location, with: webViewSelector)))
            } else if colons > 2 {
                found.append(.inAppSettingsKitCrash("InAppSettingsKit calls \(MessageText.quoted(name)) with two arguments (the File "
                    + "and the specifier), but it takes \(colons): the app terminates when the row is tapped",
                    at: selector.value.location))
            }
        }
        // A row height stored under a nil key (V1304), a picker row inserted for no key (V1054-1058).
        let hasKey = dictionary.entries.contains { System.sameBytes($0.key, "Key") }
        if !hasKey, type == "IASKTextViewSpecifier" || type == "IASKDatePickerSpecifier" {
            found.append(.inAppSettingsKitCrash("InAppSettingsKit terminates the app when it "
                + (type == "IASKTextViewSpecifier" ? "shows" : "opens") + " an \(type) without 'Key'", at: location))
        }
        // Sorting by title reorders Titles, Values, ShortTitles and IconNames together (S93-115).
        if truthy(dictionary.entries.last { System.sameBytes($0.key, "DisplaySortedByTitle") }?.value.value) {
            let counts = ["Titles", "Values", "ShortTitles", "IconNames"].compactMap { key -> (String, Int, PlistDictionary.Entry)? in
                guard let entry = dictionary.entries.last(where: { System.sameBytes($0.key, key) }),
                      case .array(let items) = entry.value.value
                else { return nil }
                return (key, items.count, entry)
            }
            if let titles = counts.first(where: { $0.0 == "Titles" }),
               let other = counts.first(where: { ($0.0 == "IconNames" || $0.0 == "ShortTitles") && $0.1 != titles.1 }) {
                found.append(.inAppSettingsKitCrash("with DisplaySortedByTitle, InAppSettingsKit sorts '\(other.0)' with 'Titles' "
                    + "and terminates the app when their lengths differ (\(other.1) and \(titles.1))", at: other.2.value.location))
            }
        }
        // A list group's item and add-row specifiers (S543-568).
        if type == "IASKListGroupSpecifier" {
            for (key, allowed) in [("ItemSpecifier", InAppSettingsKitSchema.itemTypes), ("AddSpecifier", InAppSettingsKitSchema.addTypes)] {
                guard let entry = dictionary.entries.last(where: { System.sameBytes($0.key, key) }),
                      case .dictionary(let inner) = entry.value.value,
                      let typeEntry = inner.entries.last(where: { System.sameBytes($0.key, "Type") }),
                      case .string(let itemType) = typeEntry.value.value, !allowed.contains(itemType) else { continue }
                found.append(.inAppSettingsKitCrash("a list group's \(key) cannot be a\(itemType.first == "I" ? "n" : "") \(itemType): "
                    + "InAppSettingsKit asserts, and drops the row; it takes " + allowed.joined(separator: ", "),
                    at: typeEntry.value.location))
            }
        }
        return found
    }

    /// What `boolValue` makes of a value: true for `<true/>`, a non-zero number, a string such as "YES".
    private static func truthy(_ value: PlistValue?) -> Bool {
        switch value {
        case .bool(let flag)?: return flag
        case .integer(let number)?: return number.magnitude != 0
        case .string(let text)?: return ["y", "Y", "t", "T", "1", "2", "3", "4", "5", "6", "7", "8", "9"].contains(text.first.map(String.init) ?? "")
        default: return false
        }
    }
}
