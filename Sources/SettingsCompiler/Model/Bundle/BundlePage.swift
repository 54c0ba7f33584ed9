import Diagnostics
import PropertyList

/// One page of a Settings bundle: `Root.plist` or a child pane's plist, decoded.
public struct BundlePage: Sendable, Equatable {
    /// The page's name in the bundle, as a child pane's `File` names it: `Root`, `Licenses`,
    /// `com.example.licenses/Item`, `Root~ipad`, `en.lproj/Root`.
    public var name: String
    /// The file's name as diagnostics show it.
    public var fileName: String
    /// `StringsTable`: the `.strings` table its texts are translated with; nil: not localized.
    public var stringsTable: Located<String>?
    /// `ApplicationGroupContainerIdentifier`: the app group whose defaults hold its values.
    public var groupContainer: String?
    public var specifiers: [Specifier]
    /// Where the page's root `<dict>` starts.
    public var location: SourceLocation
    /// For a device or language variant (`Root~ipad`, `de.lproj/Root`): the page it stands in for.
    /// Variants are validated like any page but hold no settings of their own.
    public var variantOf: String?
    /// The pages an InAppSettingsKit list group's item and add-row specifiers open (`--profile iask`).
    public var listGroupPanes: [Located<String>] = []

    public init(name: String, fileName: String, stringsTable: Located<String>? = nil, groupContainer: String? = nil,
                specifiers: [Specifier], location: SourceLocation = .start, variantOf: String? = nil) {
        self.name = name
        self.fileName = fileName
        self.stringsTable = stringsTable
        self.groupContainer = groupContainer
        self.specifiers = specifiers
        self.location = location
        self.variantOf = variantOf
    }

    /// The child panes it links to, in order.
    public var childPanes: [ChildPaneSpecifier] {
        specifiers.compactMap { if case .childPane(let pane) = $0.kind { pane } else { nil } }
    }
}
