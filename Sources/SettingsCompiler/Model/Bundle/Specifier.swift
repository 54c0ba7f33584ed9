import Diagnostics
import PropertyList

/// One item of a page's `PreferenceSpecifiers`: what it is, on which devices, and where.
public struct Specifier: Sendable, Equatable {
    /// Held in a box of its own (`indirect`): kept in place, a specifier was 216 bytes, copied field by
    /// field (a retain for each of its texts and arrays) every time it moved; boxed, a move is one retain.
    /// Swift keeps the case in spare bits of the box's address, which LeakSanitizer does not take for a
    /// pointer (`Tests/lsan.supp`).
    public indirect enum Kind: Sendable, Equatable {
        case group(GroupSpecifier)
        case toggleSwitch(ToggleSwitchSpecifier)
        case slider(SliderSpecifier)
        case titleValue(TitleValueSpecifier)
        case textField(TextFieldSpecifier)
        case multiValue(MultiValueSpecifier)
        case radioGroup(RadioGroupSpecifier)
        case childPane(ChildPaneSpecifier)
        /// An InAppSettingsKit `Type` (`IASKButtonSpecifier`, …): kept in order, not shown by the Settings app.
        case inAppOnly(type: String)
    }

    /// The devices a specifier is shown on (`SupportedUserInterfaceIdioms`).
    public enum Idiom: String, CaseIterable, Sendable {
        case phone = "Phone"
        case pad = "Pad"

        /// The device as people name it: `iPhone`, `iPad`.
        public var deviceName: String {
            switch self {
            case .phone: "iPhone"
            case .pad: "iPad"
            }
        }
    }

    public var kind: Kind
    /// nil: every device.
    public var idioms: [Idiom]?
    /// Where the specifier's `<dict>` starts.
    public var location: SourceLocation

    public init(_ kind: Kind, idioms: [Idiom]? = nil, at location: SourceLocation = .start) {
        self.kind = kind
        self.idioms = idioms
        self.location = location
    }

    /// The key its value is stored under; nil for groups, child panes and in-app-only items.
    public var key: SettingKey? {
        switch kind {
        case .toggleSwitch(let item): item.key
        case .slider(let item): item.key
        case .titleValue(let item): item.key
        case .textField(let item): item.key
        case .multiValue(let item): item.key
        case .radioGroup(let item): item.key
        case .group, .childPane, .inAppOnly: nil
        }
    }

    /// A multi-value's or radio group's `DefaultValue` and the `Values` it is chosen among; nil for
    /// other items (a title-value's `Values` only name what it shows).
    public var choiceSetting: (defaultValue: PlistNode, choices: ChoiceList)? {
        switch kind {
        case .multiValue(let item): (item.defaultValue, item.choices)
        case .radioGroup(let item): (item.defaultValue, item.choices)
        case .group, .toggleSwitch, .slider, .titleValue, .textField, .childPane, .inAppOnly: nil
        }
    }

    /// Every text of it that the Settings app translates, in the order it shows them.
    public var localizableTexts: [LocalizableText] {
        var texts: [LocalizableText] = []
        forEachLocalizableText { texts.append($0) }
        return texts
    }

    /// Calls `body` with each of `localizableTexts`, in that order, without making the array (the
    /// translation checks ask every specifier of every page).
    public func forEachLocalizableText(_ body: (LocalizableText) -> Void) {
        func each(_ texts: [LocalizableText]?) { texts?.forEach(body) }
        switch kind {
        case .group(let item):
            item.title.map(body)
            item.footer.map(body)
        case .toggleSwitch(let item): body(item.title)
        case .slider, .inAppOnly: break
        case .titleValue(let item):
            item.title.map(body)
            each(item.choices?.titles)
        case .textField(let item): item.title.map(body)
        case .multiValue(let item):
            body(item.title)
            each(item.choices.titles)
            each(item.choices.shortTitles)
        case .radioGroup(let item):
            item.title.map(body)
            item.footer.map(body)
            each(item.choices.titles)
        case .childPane(let item): body(item.title)
        }
    }
}

extension Specifier {
    /// Its `Type`; nil for an InAppSettingsKit type.
    public var type: SpecifierType? {
        switch kind {
        case .group: .group
        case .toggleSwitch: .toggleSwitch
        case .slider: .slider
        case .titleValue: .titleValue
        case .textField: .textField
        case .multiValue: .multiValue
        case .radioGroup: .radioGroup
        case .childPane: .childPane
        case .inAppOnly: nil
        }
    }

    /// Its `Title` (a group's header, a row's label); nil for sliders and items without one.
    public var title: LocalizableText? {
        switch kind {
        case .group(let item): item.title
        case .toggleSwitch(let item): item.title
        case .slider, .inAppOnly: nil
        case .titleValue(let item): item.title
        case .textField(let item): item.title
        case .multiValue(let item): item.title
        case .radioGroup(let item): item.title
        case .childPane(let item): item.title
        }
    }
}
