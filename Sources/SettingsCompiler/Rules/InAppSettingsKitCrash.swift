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

    /// The findings in the specifier whose dictionary is in slot `item` of `values`.
    static func check(type: String, _ values: PlistBuffer, _ item: Int) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let location = values.location(item)
        /// The value's slot of the last entry for `key` whose value is a string.
        func string(_ key: String) -> Int? {
            var last: Int?
            values.forEachEntry(of: item) { name, value in
                if values.textEquals(name, key), values.kind(value) == .string { last = value }
            }
            return last
        }
        func value(_ key: String) -> Int? { values.lastEntry(key, in: item).map { $0 + 1 } }
        // A selector it calls with performSelector:withObject:withObject: (V909-916).
        if let selector = string("IASKViewControllerSelector") {
            let name = values.string(selector)!, at = values.location(selector)
            let colons = name.count { $0 == ":" }
            if string("IASKViewControllerClass").flatMap(values.string) == "IASKAppSettingsWebViewController",
               name != webViewSelector {
                found.append(.inAppSettingsKitCrash("IASKAppSettingsWebViewController has no initializer \(MessageText.quoted(name)): "
                    + "InAppSettingsKit calls it when the row is tapped, and the app terminates"
                    + MessageText.didYouMean(webViewSelector), at: at, suggestion: webViewSelector,
                    fix: .replacing(name, at: at, with: webViewSelector)))
            } else if colons > 2 {
                found.append(.inAppSettingsKitCrash("InAppSettingsKit calls \(MessageText.quoted(name)) with two arguments (the File "
                    + "and the specifier), but it takes \(colons): the app terminates when the row is tapped", at: at))
            }
        }
        // A row height stored under a nil key (V1304), a picker row inserted for no key (V1054-1058).
        if values.lastEntry("Key", in: item) == nil, type == "IASKTextViewSpecifier" || type == "IASKDatePickerSpecifier" {
            found.append(.inAppSettingsKitCrash("InAppSettingsKit terminates the app when it "
                + (type == "IASKTextViewSpecifier" ? "shows" : "opens") + " an \(type) without 'Key'", at: location))
        }
        // Sorting by title reorders Titles, Values, ShortTitles and IconNames together (S93-115).
        if let sorted = value("DisplaySortedByTitle"), truthy(values, sorted) {
            let counts = ["Titles", "Values", "ShortTitles", "IconNames"].compactMap { key -> (String, Int, Int)? in
                guard let array = value(key), values.kind(array) == .array else { return nil }
                return (key, values.count(of: array), array)
            }
            if let titles = counts.first(where: { $0.0 == "Titles" }),
               let other = counts.first(where: { ($0.0 == "IconNames" || $0.0 == "ShortTitles") && $0.1 != titles.1 }) {
                found.append(.inAppSettingsKitCrash("with DisplaySortedByTitle, InAppSettingsKit sorts '\(other.0)' with 'Titles' "
                    + "and terminates the app when their lengths differ (\(other.1) and \(titles.1))", at: values.location(other.2)))
            }
        }
        // A list group's item and add-row specifiers (S543-568).
        if type == "IASKListGroupSpecifier" {
            for (key, allowed) in [("ItemSpecifier", InAppSettingsKitSchema.itemTypes), ("AddSpecifier", InAppSettingsKitSchema.addTypes)] {
                guard let inner = value(key), values.kind(inner) == .dictionary,
                      let typeKey = values.lastEntry("Type", in: inner), values.kind(typeKey + 1) == .string,
                      let itemType = values.string(typeKey + 1), !allowed.contains(itemType) else { continue }
                found.append(.inAppSettingsKitCrash("a list group's \(key) cannot be a\(itemType.first == "I" ? "n" : "") \(itemType): "
                    + "InAppSettingsKit asserts, and drops the row; it takes " + allowed.joined(separator: ", "),
                    at: values.location(typeKey + 1)))
            }
        }
        return found
    }

    /// What `boolValue` makes of the value in slot `value`: true for `<true/>`, a non-zero number, a
    /// string such as "YES".
    private static func truthy(_ values: PlistBuffer, _ value: Int) -> Bool {
        switch values.kind(value) {
        case .bool: return values.bool(value)!
        case .integer: return values.integer(value)!.magnitude != 0
        case .string:
            let text = values.string(value)!
            return ["y", "Y", "t", "T", "1", "2", "3", "4", "5", "6", "7", "8", "9"].contains(text.first.map(String.init) ?? "")
        default: return false
        }
    }
}
