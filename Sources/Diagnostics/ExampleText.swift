/// Building blocks of rule examples, so that an example shows what matters and not the boilerplate.
package enum ExampleText {
    /// `body` inside an XML declaration and `<plist>`, each on a line of its own (the body starts on line 3).
    package static func plist(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n" + body + "\n</plist>\n"
    }

    /// A Settings bundle page whose one text ("Sound") the `.strings` table `Root` translates: what a
    /// `.strings` file in an example bundle is read for.
    package static let translatedPage = plist("<dict><key>StringsTable</key><string>Root</string>"
        + "<key>PreferenceSpecifiers</key><array><dict><key>Type</key><string>PSGroupSpecifier</string>"
        + "<key>Title</key><string>Sound</string></dict></array></dict>")
}
