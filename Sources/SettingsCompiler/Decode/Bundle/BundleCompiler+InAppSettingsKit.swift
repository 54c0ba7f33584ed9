import PropertyList

/// `--profile iask`: the pages InAppSettingsKit reads, found as it finds them
/// (IASKSettingsReader.m `locateSettingsFile:`, R367-428 at 846b620): for a page `F` on a device, the
/// first of `F~device.inApp.plist`, `F.inApp.plist`, `F~device.plist`, `F.plist` that exists
/// (exactly: a device's file system is case-sensitive). Its language folders
/// (`LANG.lproj/F….plist`, used only when the first preferred language is exactly `LANG`) are read as
/// pages too, not followed.
extension BundleCompiler {
    /// The devices InAppSettingsKit tells apart, by the suffix it tries (`~iphone` on every idiom but iPad).
    static let inAppSettingsKitDevices = ["~iphone", "~ipad"]

    /// Who reads the page called `name`.
    func dialect(of name: String) -> PageDialect {
        guard inAppSettingsKit else { return .settingsApp }
        return name.hasSuffix(".inApp") || isInAppSettingsKitOnly(name) ? .inAppSettingsKit : .settingsAppAndInAppSettingsKit
    }

    /// The page InAppSettingsKit opens for `file` on a device (`~iphone`, `~ipad`), by name; nil: none.
    func inAppSettingsKitPage(_ file: String, device: String) -> String? {
        [file + device + ".inApp", file + ".inApp", file + device, file].first { files.contains($0 + ".plist") }
    }

    /// InAppSettingsKit's root page on each device and every page its child panes lead to; then every
    /// `*.inApp.plist` of the bundle that none led to (a language's, another device's).
    func readInAppSettingsKitPages() {
        for device in Self.inAppSettingsKitDevices {
            guard let root = inAppSettingsKitPage("Root", device: device) else { continue }
            if pages[root] == nil, !loadInAppSettingsKitPage(root) { continue }
            walkInAppSettingsKit(from: root, device: device)
        }
        for relative in files.sortedFiles where relative.hasSuffix(".inApp.plist") {
            let name = String(relative.dropLast(6))
            if pages[name] == nil, !hasRead(relative) { _ = loadInAppSettingsKitPage(name) }
        }
    }

    /// Follows the child panes of InAppSettingsKit's pages from `name`, as it looks them up on `device`.
    private func walkInAppSettingsKit(from name: String, device: String) {
        var stack = [name]
        var seen: Set<String> = [name]
        while let current = stack.popLast() {
            guard let page = pages[current]?.page else { continue }
            let files = page.childPanes.filter { !$0.opensViewController }.map(\.file) + page.listGroupPanes
            for located in files {
                let file = located.value
                guard let target = inAppSettingsKitPage(file, device: device) else {
                    // A page the Settings app reads too has had its missing panes reported by its own walk.
                    if dialect(of: current) == .inAppSettingsKit {
                        report(.missingChildPane(file, lookedFor: [file + device + ".inApp", file + ".inApp", file + device, file]
                            .map { $0 + ".plist" }, at: located.location), in: current)
                    }
                    continue
                }
                guard seen.insert(target).inserted else { continue }
                if pages[target] == nil, !hasRead(target + ".plist") {
                    markInAppSettingsKitOnly(target)
                    guard loadInAppSettingsKitPage(target) else { continue }
                }
                stack.append(target)
            }
        }
    }
}
