import XMLStream

extension Rule {
    /// The file is a binary property list; settingsc reads the XML format only.
    public static let binaryPlist = Rule(
        id: "binary-plist", severity: .error,
        summary: "The file is a binary property list; settingsc reads the XML format only.")
}

extension Diagnostic {
    static func binaryPlist(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.binaryPlist, "binary property lists are not supported; convert it with "
            + "'plutil -convert xml1 FILE'", at: location)
    }
}
